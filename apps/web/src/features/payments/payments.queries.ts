import { queryOptions } from '@tanstack/react-query';
import { fetchPay } from '../../api/payments.api';

export const paymentKeys = {
  all: ['payments'] as const,
  match: (matchId: number) => [...paymentKeys.all, 'match', matchId] as const,
};

/**
 * How often the payer's bon is asked of the provider while a payment is processed. The provider's
 * answer (its webhook) reaches the screen at once as a live update of the bon; this only covers a
 * webhook that never comes.
 */
export const PENDING_POLL_MS = 15_000;

/**
 * The member's own bon of a match as the server knows it after asking the provider (GET /pay):
 * looked at now and then while an attempt is being processed, so a lost webhook does not leave
 * it pending.
 */
export const matchPayQuery = (matchId: number, pending: boolean) =>
  queryOptions({
    queryKey: paymentKeys.match(matchId),
    queryFn: ({ signal }) => fetchPay(matchId, signal),
    enabled: pending,
    refetchInterval: pending ? PENDING_POLL_MS : false,
    gcTime: 0,
  });
