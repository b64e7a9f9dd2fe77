import { apiGet, type RequestOptions } from './client';
import { reply } from './reply';

export const fetchNewsPage = (offset: number, limit: number, opts: RequestOptions = {}) =>
  apiGet('/api/news', reply('NewsListResponse'), { ...opts, query: { limit, offset } });

export const fetchNewsPost = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/news/${id}`, reply('NewsPost'), { signal });
