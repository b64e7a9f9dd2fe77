import { queryOptions, useMutation } from '@tanstack/react-query';
import type { FeedbackRequest } from '@fairway/contract';
import { fetchFaq, sendFeedback } from '../../api/feedback.api';

export const feedbackKeys = {
  all: ['feedback'] as const,
  faq: (language: string) => [...feedbackKeys.all, 'faq', language] as const,
};

/**
 * The club's FAQ. The server answers it in the member's language, so the language on screen is
 * part of the key: after a change in the profile the FAQ is fetched again, not shown as before.
 */
export const faqQuery = (language: string) =>
  queryOptions({
    queryKey: feedbackKeys.faq(language),
    queryFn: ({ signal }) => fetchFaq(signal),
    staleTime: 30 * 60 * 1000,
  });

export const useSendFeedback = () =>
  useMutation({
    mutationFn: ({ body, key }: { body: FeedbackRequest; key: string }) => sendFeedback(body, key),
  });
