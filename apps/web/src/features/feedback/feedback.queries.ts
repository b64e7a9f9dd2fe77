import { queryOptions, useMutation } from '@tanstack/react-query';
import type { FeedbackRequest } from '@fairway/contract';
import { fetchFaq, sendFeedback } from '../../api/feedback.api';

export const feedbackKeys = {
  all: ['feedback'] as const,
  faq: () => [...feedbackKeys.all, 'faq'] as const,
};

export const faqQuery = () =>
  queryOptions({
    queryKey: feedbackKeys.faq(),
    queryFn: ({ signal }) => fetchFaq(signal),
    staleTime: 30 * 60 * 1000,
  });

export const useSendFeedback = () =>
  useMutation({
    mutationFn: ({ body, key }: { body: FeedbackRequest; key: string }) => sendFeedback(body, key),
  });
