import type { CategoryBookingRules } from '@fairway/contract';
import { apiGet, apiPut } from './client';
import { reply } from './reply';

// Booking rules per member category (the tee-sheet manager's back office).

export const fetchBookingRules = (signal?: AbortSignal) =>
  apiGet('/api/admin/booking-rules', reply('AdminBookingRulesResponse'), { signal });

export const putBookingRules = (id: number, body: CategoryBookingRules, idempotencyKey: string) =>
  apiPut(`/api/admin/booking-rules/${id}`, reply('AdminCategoryBookingRules'), body, {
    idempotencyKey,
  });
