/**
 * The first step of the reply schemas (api/reply.ts): zod itself and the two smallest schemas, the
 * error body every refusal has and the bare "success". Building zod's own classes is the largest
 * single piece of the schemas' start, so it runs in a task of its own.
 */
export { ErrorBody, StatusResponse } from '@fairway/contract';
