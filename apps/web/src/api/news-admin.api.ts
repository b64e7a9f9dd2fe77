import { PROFILE_PICTURE_FILE_FIELD, type AdminNewsInput } from '@fairway/contract';
import { apiDelete, apiGet, apiPost, apiPut } from './client';
import { reply } from './reply';

/** GET /api/admin/news: every post of the club with its state (role news_editor). */
export const fetchAdminNews = (signal?: AbortSignal) =>
  apiGet('/api/admin/news', reply('AdminNewsListResponse'), { signal, query: { limit: 100 } });

export const fetchAdminNewsItem = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/admin/news/${id}`, reply('AdminNewsItem'), { signal });

export const fetchNewsAudiences = (signal?: AbortSignal) =>
  apiGet('/api/admin/news/audiences', reply('AdminNewsAudiences'), { signal });

/** A new draft (`id` null) or the post's new text and audience. */
export const saveAdminNews = (id: number | null, body: AdminNewsInput, idempotencyKey: string) =>
  id === null
    ? apiPost('/api/admin/news', reply('AdminNewsItem'), body, { idempotencyKey })
    : apiPut(`/api/admin/news/${id}`, reply('AdminNewsItem'), body, { idempotencyKey });

/** Publishes now (`at` null) or from `at` (ISO). */
export const publishAdminNews = (id: number, at: string | null, idempotencyKey: string) =>
  apiPost(`/api/admin/news/${id}/publish`, reply('AdminNewsItem'), { at }, { idempotencyKey });

export const unpublishAdminNews = (id: number, idempotencyKey: string) =>
  apiPost(`/api/admin/news/${id}/unpublish`, reply('AdminNewsItem'), undefined, {
    idempotencyKey,
  });

export const deleteAdminNews = (id: number, idempotencyKey: string) =>
  apiDelete(`/api/admin/news/${id}`, null, undefined, { idempotencyKey });

/** The picture as a profile picture is sent; the server re-encodes it (no picture: `file` null). */
export const saveAdminNewsPicture = (id: number, file: Blob | null, idempotencyKey: string) => {
  if (!file)
    return apiDelete(`/api/admin/news/${id}/picture`, reply('AdminNewsItem'), undefined, {
      idempotencyKey,
    });
  const form = new FormData();
  form.set(PROFILE_PICTURE_FILE_FIELD, file);
  return apiPost(`/api/admin/news/${id}/picture`, reply('AdminNewsItem'), form, {
    idempotencyKey,
  });
};
