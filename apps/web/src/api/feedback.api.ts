import { FaqResponse, type FeedbackRequest, FeedbackResponse } from '@fairway/contract';
import { apiGet, apiPost } from './client';

export const fetchFaq = (signal?: AbortSignal) => apiGet('/api/faq', FaqResponse, { signal });

/** POST /api/feedback, exactly once per key (api/single-write.ts). */
export const sendFeedback = (body: FeedbackRequest, idempotencyKey: string) =>
  apiPost('/api/feedback', FeedbackResponse, body, { idempotencyKey });
