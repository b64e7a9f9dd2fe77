/** The contract schemas of the replies about the member (api/reply.ts). */
export { Relatie, UpdateSelfResponse } from '@fairway/contract';
