import { Relatie, UpdateSelfResponse, type UpdateSelfRequest } from '@fairway/contract';
import { apiGet, apiPost } from './client';

export const fetchSelf = (signal?: AbortSignal) => apiGet('/api/relatie/self', Relatie, { signal });

export const updateSelf = (body: UpdateSelfRequest) =>
  apiPost('/api/relatie/self', UpdateSelfResponse, body);
