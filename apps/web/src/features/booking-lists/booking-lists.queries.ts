import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCancellationReasonsResponse,
  AdminGuestFieldName,
  AdminGuestFieldsResponse,
  GuestFieldSetting,
} from '@fairway/contract';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { configQuery } from '../club';
import {
  addCancellationReason,
  fetchCancellationReasons,
  fetchGuestFields,
  orderCancellationReasons,
  orderGuestFields,
  putGuestField,
  removeCancellationReason,
  renameCancellationReason,
  restoreCancellationReason,
} from '../../api/booking-lists.api';

export const bookingListsKeys = {
  reasons: ['cancellation-reasons'] as const,
  guestFields: ['guest-fields'] as const,
};

export const cancellationReasonsQuery = () =>
  queryOptions({
    queryKey: bookingListsKeys.reasons,
    queryFn: ({ signal }) => fetchCancellationReasons(signal),
  });

export const guestFieldsQuery = () =>
  queryOptions({
    queryKey: bookingListsKeys.guestFields,
    queryFn: ({ signal }) => fetchGuestFields(signal),
  });

/** One change to the reasons, each with its own key; the answer is the list as it now is. */
export type ReasonChange =
  | { kind: 'add'; naam: string }
  | { kind: 'rename'; id: number; naam: string }
  | { kind: 'remove'; id: number }
  | { kind: 'restore'; id: number }
  | { kind: 'order'; ids: number[] };

const sendReasonChange = (c: ReasonChange, key: string) => {
  switch (c.kind) {
    case 'add':
      return addCancellationReason({ naam: c.naam }, key);
    case 'rename':
      return renameCancellationReason(c.id, { naam: c.naam }, key);
    case 'remove':
      return removeCancellationReason(c.id, key);
    case 'restore':
      return restoreCancellationReason(c.id, key);
    case 'order':
      return orderCancellationReasons({ ids: c.ids }, key);
  }
};

/** Changes the club's reasons; the answer replaces the list, which the member app reads anew. */
export function useChangeReasons() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ReasonChange) => sendReasonChange(change, newIdempotencyKey()),
    onSuccess: (list: AdminCancellationReasonsResponse) =>
      client.setQueryData(bookingListsKeys.reasons, list),
    onSettled: () => client.invalidateQueries({ queryKey: configQuery().queryKey }),
  });
}

/** One change to the guest fields: a field's setting, or the order of them all. */
export type GuestFieldChange =
  | { kind: 'set'; veld: AdminGuestFieldName; setting: GuestFieldSetting }
  | { kind: 'order'; fields: AdminGuestFieldName[] };

/** Changes the club's guest fields; the answer replaces the list. */
export function useChangeGuestFields() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (c: GuestFieldChange) =>
      c.kind === 'set'
        ? putGuestField(c.veld, c.setting, newIdempotencyKey())
        : orderGuestFields({ fields: c.fields }, newIdempotencyKey()),
    onSuccess: (list: AdminGuestFieldsResponse) =>
      client.setQueryData(bookingListsKeys.guestFields, list),
    onSettled: () => client.invalidateQueries({ queryKey: configQuery().queryKey }),
  });
}
