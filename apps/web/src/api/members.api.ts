import {
  PROFILE_PICTURE_FILE_FIELD,
  type Relatie,
  type UpdateSelfRequest,
} from '@fairway/contract';
import type { ApiCall } from './call';
import { apiDelete, apiGet, apiPost, type RequestOptions } from './client';
import { reply } from './reply';

/** GET /api/relatie/self: the logged-in member. */
export const selfCall: ApiCall<Relatie> = { path: '/api/relatie/self', parser: reply('Relatie') };

/**
 * POST /api/uploads/profilepic: the original picture and the square chosen in it; the server cuts
 * and re-encodes it (one key per attempt, so a retry of a lost answer stores nothing twice).
 */
export const uploadProfilePicture = (
  file: Blob,
  square: { x: number; y: number; size: number },
  idempotencyKey: string,
) => {
  const form = new FormData();
  form.set('x', String(square.x));
  form.set('y', String(square.y));
  form.set('size', String(square.size));
  form.set(PROFILE_PICTURE_FILE_FIELD, file);
  return apiPost('/api/uploads/profilepic', reply('ProfilePictureResponse'), form, {
    idempotencyKey,
  });
};

export const updateSelf = (body: UpdateSelfRequest) =>
  apiPost('/api/relatie/self', reply('UpdateSelfResponse'), body);

export interface MemberPage {
  offset: number;
  limit: number;
  /** Sorted by handicap (the server's `egaSorted`) instead of by name. */
  byHandicap: boolean;
}

/**
 * A page of the member list (GET /api/relatie), or of its search (GET /api/relatie/search) when
 * there is a term.
 */
export const fetchMembers = (term: string, page: MemberPage, signal?: AbortSignal) =>
  apiGet(term ? '/api/relatie/search' : '/api/relatie', reply('MemberViewList'), {
    query: {
      ...(term ? { term } : {}),
      limit: page.limit,
      offset: page.offset,
      egaSorted: page.byHandicap ? 1 : undefined,
    },
    signal,
  });

/** GET /api/relatie/{id}: another member as the club lets the member see them. */
export const fetchMember = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/relatie/${id}`, reply('MemberView'), { signal });

/** GET /api/relatie/{id}/cards: the member's scoring record, newest first. */
export const fetchScoringRecord = (id: number, limit: number, signal?: AbortSignal) =>
  apiGet(`/api/relatie/${id}/cards`, reply('ScoringRecordResponse'), {
    query: { order: 'desc', limit },
    signal,
  });

/** GET /api/relatie/friends with their next tee times where the club has booking. */
export const fetchFriends = (
  offset: number,
  limit: number,
  teetime: boolean,
  signal?: AbortSignal,
) =>
  apiGet('/api/relatie/friends', reply('MemberViewList'), {
    query: { offset, limit, teetime: teetime ? 1 : undefined },
    signal,
  });

export const addFriend = (id: number) =>
  apiPost(`/api/relatie/friends/${id}`, reply('FriendChangeResponse'), undefined);

export const removeFriend = (id: number) =>
  apiDelete(`/api/relatie/friends/${id}`, reply('FriendChangeResponse'));

/**
 * GET /api/relatie/self/handicap: the member's record as the WHS engine replays it; a page of it
 * (newest first) with `limit` and `offset`, the cards from a day on with `date_from`, else the
 * whole record.
 */
export const fetchHandicapHistory = (
  opts: RequestOptions = {},
  query?: { limit: number; offset: number } | { date_from: string },
) =>
  apiGet('/api/relatie/self/handicap', reply('HandicapHistoryResponse'), {
    ...opts,
    ...(query ? { query } : {}),
  });

/** GET /api/relatie/self/export: everything kept about the member (right of access). */
export const fetchDataExport = () =>
  apiGet('/api/relatie/self/export', reply('DataExportResponse'));
