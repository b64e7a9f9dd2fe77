import { FaqResponse, FeedbackResponse, type FeedbackRequest } from '@fairway/contract';
import { apiGet, apiPost } from './client';

export const fetchFaq = (signal?: AbortSignal) => apiGet('/api/faq', FaqResponse, { signal });

export const sendFeedback = (body: FeedbackRequest) =>
  apiPost('/api/feedback', FeedbackResponse, body);
