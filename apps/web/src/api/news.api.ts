import { apiGet } from './client';
import { replyChecks } from './reply';

const reply = replyChecks(() => import('./replies/news'));

export const fetchNewsPage = (offset: number, limit: number, signal?: AbortSignal) =>
  apiGet('/api/news', reply('NewsListResponse'), { query: { limit, offset }, signal });

export const fetchNewsPost = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/news/${id}`, reply('NewsPost'), { signal });
