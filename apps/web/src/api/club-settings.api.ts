import type { ClubSettings } from '@fairway/contract';
import { apiGet, apiPut } from './client';
import { reply } from './reply';

/** GET /api/admin/club: the club's settings (role administrator). */
export const fetchClubSettings = (signal?: AbortSignal) =>
  apiGet('/api/admin/club', reply('ClubSettingsResponse'), { signal });

/** PUT /api/admin/club: the club's settings from now on (all of them). */
export const putClubSettings = (settings: ClubSettings, idempotencyKey: string) =>
  apiPut('/api/admin/club', reply('ClubSettingsResponse'), settings, { idempotencyKey });
