import type { AdminCardRequest, AdminMatchInput, DrawRequest } from '@fairway/contract';
import { apiGet, apiPost, apiPut } from './client';
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

/** The members' bookings in the times the draw (as `body`) would hold; nothing is written. */
export const previewAdminMatchDraw = (id: number, body: DrawRequest) =>
  apiPost(`/api/admin/wedstrijd/${id}/draw/preview`, reply('TeeBlockPreview'), body);

export const drawAdminMatch = (id: number, body: DrawRequest, idempotencyKey: string) =>
  apiPost(`/api/admin/wedstrijd/${id}/draw`, reply('AdminMatch'), body, { idempotencyKey });

/** POST /api/admin/wedstrijd: a new match; answers it as the committee sees it. */
export const createAdminMatch = (body: AdminMatchInput, idempotencyKey: string) =>
  apiPost('/api/admin/wedstrijd', reply('AdminMatch'), body, { idempotencyKey });

/** PUT /api/admin/wedstrijd/{id}: the whole match changed. */
export const updateAdminMatch = (id: number, body: AdminMatchInput, idempotencyKey: string) =>
  apiPut(`/api/admin/wedstrijd/${id}`, reply('AdminMatch'), body, { idempotencyKey });

/** GET /api/admin/wedstrijd/{id}/kaart/{relatie}: a player's card of the match, as entered. */
export const fetchAdminCard = (id: number, relatie: number, signal?: AbortSignal) =>
  apiGet(`/api/admin/wedstrijd/${id}/kaart/${relatie}`, reply('AdminCard'), { signal });

/** PUT /api/admin/wedstrijd/{id}/kaart/{relatie}: the committee enters the player's card. */
export const putAdminCard = (
  id: number,
  relatie: number,
  body: AdminCardRequest,
  idempotencyKey: string,
) =>
  apiPut(`/api/admin/wedstrijd/${id}/kaart/${relatie}`, reply('AdminMatch'), body, {
    idempotencyKey,
  });
