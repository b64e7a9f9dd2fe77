import type { AdminFaqInput } from '@fairway/contract';
import { apiDelete, apiGet, apiPost, apiPut } from './client';
import { reply } from './reply';

/** GET /api/admin/faq: the club's FAQ in every language, in the members' order (role news_editor). */
export const fetchAdminFaq = (signal?: AbortSignal) =>
  apiGet('/api/admin/faq', reply('AdminFaqList'), { signal });

/** A new entry at the end (`id` null) or the entry's new texts. */
export const saveAdminFaq = (id: number | null, body: AdminFaqInput, idempotencyKey: string) =>
  id === null
    ? apiPost('/api/admin/faq', reply('AdminFaqItem'), body, { idempotencyKey })
    : apiPut(`/api/admin/faq/${id}`, reply('AdminFaqItem'), body, { idempotencyKey });

/** Moves the entry to `position` (0: the top); answers the list in its new order. */
export const moveAdminFaq = (id: number, position: number, idempotencyKey: string) =>
  apiPut(`/api/admin/faq/${id}/position`, reply('AdminFaqList'), { position }, { idempotencyKey });

export const deleteAdminFaq = (id: number, idempotencyKey: string) =>
  apiDelete(`/api/admin/faq/${id}`, null, undefined, { idempotencyKey });
