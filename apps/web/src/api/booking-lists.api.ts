import type {
  AdminGuestFieldName,
  CancellationReasonInput,
  CancellationReasonOrder,
  GuestFieldOrder,
  GuestFieldSetting,
} from '@fairway/contract';
import { apiDelete, apiGet, apiPost, apiPut } from './client';
import { reply } from './reply';

// The club's cancellation reasons and guest fields (the tee-sheet manager's back office). Every
// write answers the whole list anew.

const reasons = '/api/admin/cancellation-reasons';
const reasonsReply = reply('AdminCancellationReasonsResponse');

export const fetchCancellationReasons = (signal?: AbortSignal) =>
  apiGet(reasons, reasonsReply, { signal });

export const addCancellationReason = (body: CancellationReasonInput, idempotencyKey: string) =>
  apiPost(reasons, reasonsReply, body, { idempotencyKey });

export const renameCancellationReason = (
  id: number,
  body: CancellationReasonInput,
  idempotencyKey: string,
) => apiPut(`${reasons}/${id}`, reasonsReply, body, { idempotencyKey });

export const removeCancellationReason = (id: number, idempotencyKey: string) =>
  apiDelete(`${reasons}/${id}`, reasonsReply, undefined, { idempotencyKey });

export const restoreCancellationReason = (id: number, idempotencyKey: string) =>
  apiPost(`${reasons}/${id}/restore`, reasonsReply, undefined, { idempotencyKey });

export const orderCancellationReasons = (body: CancellationReasonOrder, idempotencyKey: string) =>
  apiPut(`${reasons}/order`, reasonsReply, body, { idempotencyKey });

const guestFields = '/api/admin/guest-fields';
const guestFieldsReply = reply('AdminGuestFieldsResponse');

export const fetchGuestFields = (signal?: AbortSignal) =>
  apiGet(guestFields, guestFieldsReply, { signal });

export const putGuestField = (
  veld: AdminGuestFieldName,
  body: GuestFieldSetting,
  idempotencyKey: string,
) => apiPut(`${guestFields}/${veld}`, guestFieldsReply, body, { idempotencyKey });

export const orderGuestFields = (body: GuestFieldOrder, idempotencyKey: string) =>
  apiPut(`${guestFields}/order`, guestFieldsReply, body, { idempotencyKey });
