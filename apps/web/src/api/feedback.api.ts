import type { FeedbackRequest } from '@fairway/contract';
import { apiGet, apiPost } from './client';
import { replyChecks } from './reply';

const reply = replyChecks(() => import('./replies/feedback'));

export const fetchFaq = (signal?: AbortSignal) =>
  apiGet('/api/faq', reply('FaqResponse'), { signal });

export const sendFeedback = (body: FeedbackRequest) =>
  apiPost('/api/feedback', reply('FeedbackResponse'), body);
