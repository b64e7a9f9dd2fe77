import { NewsListResponse, NewsPost } from '@fairway/contract';
import { apiGet } from './client';

export const fetchNewsPage = (offset: number, limit: number, signal?: AbortSignal) =>
  apiGet('/api/news', NewsListResponse, { query: { limit, offset }, signal });

export const fetchNewsPost = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/news/${id}`, NewsPost, { signal });
