import { apiGet } from './client';
import { reply } from './reply';

export const fetchNewsPage = (offset: number, limit: number, signal?: AbortSignal) =>
  apiGet('/api/news', reply('NewsListResponse'), { query: { limit, offset }, signal });

export const fetchNewsPost = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/news/${id}`, reply('NewsPost'), { signal });
