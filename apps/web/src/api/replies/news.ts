/** The contract schemas of the club news' replies (api/reply.ts). */
export { NewsListResponse, NewsPost } from '@fairway/contract';
