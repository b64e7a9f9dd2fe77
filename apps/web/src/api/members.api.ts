import { Relatie, type UpdateSelfRequest, UpdateSelfResponse } from '@fairway/contract';
import type { ApiCall } from './call';
import { apiPost } from './client';

/** GET /api/relatie/self: the logged-in member. */
export const selfCall: ApiCall<Relatie> = { path: '/api/relatie/self', parser: Relatie };

export const updateSelf = (body: UpdateSelfRequest) =>
  apiPost('/api/relatie/self', UpdateSelfResponse, body);
