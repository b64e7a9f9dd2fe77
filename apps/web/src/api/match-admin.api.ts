import type { DrawRequest } from '@fairway/contract';
import { apiGet, apiPost } from './client';
import { reply } from './reply';

/**
 * GET /api/admin/rechten: whether the member is on the committee (the menu entry). The menu does
 * without it, so no signal raises no alert.
 */
export const fetchAdminRights = (signal?: AbortSignal) =>
  apiGet('/api/admin/rechten', reply('AdminRightsResponse'), { signal, silentOffline: true });

export const fetchAdminMatches = (signal?: AbortSignal) =>
  apiGet('/api/admin/wedstrijd', reply('AdminMatchListResponse'), { signal });

export const fetchAdminMatch = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/admin/wedstrijd/${id}`, reply('AdminMatch'), { signal });

/** The committee's steps on a match; each answers the match after it. */
export type AdminMatchAction = 'sluiten' | 'startlijst' | 'verwerken' | 'uitslag';

export const runAdminMatchAction = (id: number, action: AdminMatchAction, idempotencyKey: string) =>
  apiPost(`/api/admin/wedstrijd/${id}/${action}`, reply('AdminMatch'), undefined, {
    idempotencyKey,
  });

export const drawAdminMatch = (id: number, body: DrawRequest, idempotencyKey: string) =>
  apiPost(`/api/admin/wedstrijd/${id}/draw`, reply('AdminMatch'), body, { idempotencyKey });
