/** The contract schemas of the FAQ's and feedback's replies (api/reply.ts). */
export { FaqResponse, FeedbackResponse } from '@fairway/contract';
