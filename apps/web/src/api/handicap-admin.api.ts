import type { AdjustmentInput, CardCorrectionInput, CommitteeCardInput } from '@fairway/contract';
import { apiDelete, apiGet, apiPost, apiPut } from './client';
import { reply } from './reply';

// The handicap committee's calls (role handicap_committee); every write with its Idempotency-Key.

export const fetchHandicapMembers = (q: string, signal?: AbortSignal) =>
  apiGet(`/api/admin/handicap/members?q=${encodeURIComponent(q)}`, reply('HandicapMemberList'), {
    signal,
  });

export const fetchCommitteeCards = (relatieId: number, signal?: AbortSignal) =>
  apiGet(`/api/admin/handicap/members/${relatieId}/cards`, reply('CommitteeMemberCards'), {
    signal,
  });

export const fetchOverdueMarkers = (signal?: AbortSignal) =>
  apiGet('/api/admin/handicap/overdue-markers', reply('OverdueMarkerList'), { signal });

export const putCardCorrection = (id: number, body: CardCorrectionInput, idempotencyKey: string) =>
  apiPut(`/api/admin/handicap/cards/${id}/scores`, reply('CommitteeWriteResult'), body, {
    idempotencyKey,
  });

/** A card not counting (`reason`) or counting again (null). */
export const setNotCounting = (id: number, reason: string | null, idempotencyKey: string) =>
  reason === null
    ? apiDelete(
        `/api/admin/handicap/cards/${id}/not-counting`,
        reply('CommitteeWriteResult'),
        undefined,
        {
          idempotencyKey,
        },
      )
    : apiPut(
        `/api/admin/handicap/cards/${id}/not-counting`,
        reply('CommitteeWriteResult'),
        { reason },
        {
          idempotencyKey,
        },
      );

export const overruleMarker = (
  id: number,
  action: 'sign' | 'void',
  reason: string,
  idempotencyKey: string,
) =>
  apiPost(
    `/api/admin/handicap/cards/${id}/${action}`,
    reply('CommitteeWriteResult'),
    { reason },
    {
      idempotencyKey,
    },
  );

export const postAdjustment = (relatieId: number, body: AdjustmentInput, idempotencyKey: string) =>
  apiPost(
    `/api/admin/handicap/members/${relatieId}/adjustments`,
    reply('CommitteeWriteResult'),
    body,
    {
      idempotencyKey,
    },
  );

export const deleteAdjustment = (id: number, idempotencyKey: string) =>
  apiDelete(`/api/admin/handicap/adjustments/${id}`, reply('CommitteeWriteResult'), undefined, {
    idempotencyKey,
  });

/** A card the committee enters for a member (its time and PCC as the server's defaults). */
export type CommitteeCardEntry = Omit<CommitteeCardInput, 'time' | 'pcc'>;

export const postCommitteeCard = (
  relatieId: number,
  body: CommitteeCardEntry,
  idempotencyKey: string,
) =>
  apiPost(`/api/admin/handicap/members/${relatieId}/cards`, reply('CommitteeWriteResult'), body, {
    idempotencyKey,
  });
