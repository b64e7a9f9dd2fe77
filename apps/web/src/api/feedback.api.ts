import type { FeedbackRequest } from '@fairway/contract';
import { apiGet, apiPost } from './client';
import { reply } from './reply';

export const fetchFaq = (signal?: AbortSignal) =>
  apiGet('/api/faq', reply('FaqResponse'), { signal });

/** POST /api/feedback, exactly once per key (api/single-write.ts). */
export const sendFeedback = (body: FeedbackRequest, idempotencyKey: string) =>
  apiPost('/api/feedback', reply('FeedbackResponse'), body, { idempotencyKey });
