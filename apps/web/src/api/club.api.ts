import type { ConfigResponse, FeaturesResponse } from '@fairway/contract';
import type { ApiCall } from './call';
import { apiGet } from './client';
import { reply } from './reply';

/** GET /api/clubs: the login picker's clubs, federation first (spec §2 Login). */
export const fetchClubs = (signal?: AbortSignal) =>
  apiGet('/api/clubs', reply('ClubsResponse'), { signal, anonymous: true });

/** GET /api/config: the club's settings (spec §6). */
export const configCall: ApiCall<ConfigResponse> = {
  path: '/api/config',
  parser: reply('ConfigResponse'),
};

/** GET /api/auth/features: what the club shows (spec §3). */
export const featuresCall: ApiCall<FeaturesResponse> = {
  path: '/api/auth/features',
  parser: reply('FeaturesResponse'),
};
