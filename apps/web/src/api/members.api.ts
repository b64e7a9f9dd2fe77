import type { Relatie, UpdateSelfRequest } from '@fairway/contract';
import type { ApiCall } from './call';
import { apiPost } from './client';
import { reply } from './reply';

/** GET /api/relatie/self: the logged-in member. */
export const selfCall: ApiCall<Relatie> = { path: '/api/relatie/self', parser: reply('Relatie') };

export const updateSelf = (body: UpdateSelfRequest) =>
  apiPost('/api/relatie/self', reply('UpdateSelfResponse'), body);
