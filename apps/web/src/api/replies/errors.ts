/** The contract schema of a refusal's body (api/client.ts, api/reply.ts). */
export { ErrorBody } from '@fairway/contract';
