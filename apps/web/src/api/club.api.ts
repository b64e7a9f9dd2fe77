import { ClubsResponse, ConfigResponse, FeaturesResponse } from '@fairway/contract';
import { apiGet } from './client';

/** GET /api/clubs: the login picker's clubs, federation first (spec §2 Login). */
export const fetchClubs = (signal?: AbortSignal) =>
  apiGet('/api/clubs', ClubsResponse, { signal, anonymous: true });

export const fetchConfig = (signal?: AbortSignal) =>
  apiGet('/api/config', ConfigResponse, { signal });

export const fetchFeatures = (signal?: AbortSignal) =>
  apiGet('/api/auth/features', FeaturesResponse, { signal });
