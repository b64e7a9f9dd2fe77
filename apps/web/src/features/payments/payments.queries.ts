import { queryOptions } from '@tanstack/react-query';
import { fetchPay } from '../../api/payments.api';

export const paymentKeys = {
  all: ['payments'] as const,
  match: (matchId: number) => [...paymentKeys.all, 'match', matchId] as const,
};

/** How often a payment being processed is looked at again (the bank usually answers in seconds). */
export const PENDING_POLL_MS = 2000;

/**
 * The member's own bon of a match as the server knows it after asking the provider (GET /pay):
 * polled only while an attempt is being processed, so a lost webhook does not leave it pending.
 */
export const matchPayQuery = (matchId: number, pending: boolean) =>
  queryOptions({
    queryKey: paymentKeys.match(matchId),
    queryFn: ({ signal }) => fetchPay(matchId, signal),
    enabled: pending,
    refetchInterval: pending ? PENDING_POLL_MS : false,
    gcTime: 0,
  });
