import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryBookingRules } from '@fairway/contract';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { fetchBookingRules, putBookingRules } from '../../api/booking-rules.api';

export const bookingRulesKeys = { all: ['booking-rules'] as const };

export const bookingRulesQuery = () =>
  queryOptions({
    queryKey: bookingRulesKeys.all,
    queryFn: ({ signal }) => fetchBookingRules(signal),
  });

/** Saves one category's rules; the list and the member's own rules are read again after it. */
export function useSaveBookingRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rules }: { id: number; rules: CategoryBookingRules }) =>
      putBookingRules(id, rules, newIdempotencyKey()),
    onSettled: () => client.invalidateQueries({ queryKey: bookingRulesKeys.all }),
  });
}
