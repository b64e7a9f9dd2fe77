/** The contract schemas of the session calls' replies (api/reply.ts). */
export { LoginResponse, LogoutResponse, SessionResponse } from '@fairway/contract';
