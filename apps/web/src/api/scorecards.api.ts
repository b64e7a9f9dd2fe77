import { newIdempotencyKey } from './idempotency-key';
import type {
  MatchCardRequest,
  CardsResponse,
  CreateCardRequest,
  CreateForeignCardRequest,
  CreateUnknownCardRequest,
  Scorecard,
} from '@fairway/contract';
import { DEFAULT_MARK_TYPE, LIMITS, type RejectReason } from '@fairway/golf';
import { getCall, type ApiCall } from './call';
import { apiGet, apiPost, type RequestOptions } from './client';
import { reply } from './reply';

export interface CardsFilter {
  limit?: number;
  dateFrom?: string;
  dateTo?: string;
  resultByHandicap?: boolean;
  types?: readonly number[];
  processed?: boolean;
}

/**
 * The query string of GET /api/relatie/self/cards. Built here because `type[]` repeats
 * (type[]=1&type[]=9&type[]=2), which the client's flat query object cannot say.
 */
export function cardsQueryString(filter: CardsFilter): string {
  const params = new URLSearchParams();
  if (filter.limit !== undefined) params.append('limit', String(filter.limit));
  if (filter.dateFrom) params.append('date_from', filter.dateFrom);
  if (filter.dateTo) params.append('date_to', filter.dateTo);
  if (filter.resultByHandicap) params.append('result_by_handicap', 'true');
  for (const type of filter.types ?? []) params.append('type[]', String(type));
  if (filter.processed !== undefined) params.append('processed', String(filter.processed));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** GET /api/relatie/self/cards (spec §7). Without dates the server gives two years up to tomorrow. */
export const cardsCall = (filter: CardsFilter): ApiCall<CardsResponse> => ({
  path: `/api/relatie/self/cards${cardsQueryString(filter)}`,
  parser: reply('CardsResponse'),
});

export const fetchCards = (filter: CardsFilter, opts: RequestOptions = {}) =>
  getCall(cardsCall(filter), opts);

/** GET /api/relatie/self/marker-cards: complete cards waiting for this member's signature. */
export const markerCardsCall: ApiCall<Scorecard[]> = {
  path: '/api/relatie/self/marker-cards',
  parser: reply('ScorecardList'),
};

export const fetchMarkerCards = (opts: RequestOptions = {}) => getCall(markerCardsCall, opts);

/** GET /api/config/request_qualifying: may the member register a qualifying card now. */
export const fetchRequestQualifying = (signal?: AbortSignal) =>
  apiGet('/api/config/request_qualifying', reply('RequestQualifyingResponse'), { signal });

/** GET /api/scorecards/{id}, with the holes and their scores for the marker's review. */
export const fetchCard = (id: number, includeHoles: boolean, opts: RequestOptions = {}) =>
  apiGet(`/api/scorecards/${id}`, reply('Scorecard'), {
    ...opts,
    query: includeHoles ? { include_holes: true } : undefined,
  });

/** GET /api/scorecards/{id}/cardHoles: PAR, ES, SI, ms_max, ms_current and sf per hole. */
export const fetchCardHoles = (id: number, opts: RequestOptions = {}) =>
  apiGet(`/api/scorecards/${id}/cardHoles`, reply('HolesResponse'), opts);

/**
 * POST /api/scorecards/{id}/hole/{pos}/score: one hole, saved on its own. Idempotent on the
 * server, so the offline queue may send it again. A score of 0 empties the hole.
 */
export const saveHoleScore = (id: number, pos: number, score: number, opts: RequestOptions = {}) =>
  apiPost(`/api/scorecards/${id}/hole/${pos}/score`, reply('HoleScoreResponse'), { score }, opts);

/** POST /api/scorecards/{id}/edit: every hole; allScoresSaved 1 submits the card (spec §4). */
export const submitScores = (id: number, scores: number[], allScoresSaved: 0 | 1) =>
  apiPost(
    `/api/scorecards/${id}/edit`,
    reply('EditScoresResponse'),
    { scores, allScoresSaved },
    { idempotencyKey: newIdempotencyKey() },
  );

/** POST /api/scorecards/allowed: may a qualifying card be created on this course. */
export const checkQualifyingAllowed = (body: { baan_id: number; handicap_id?: number }) =>
  apiPost('/api/scorecards/allowed', reply('AllowedResponse'), body);

/** POST /api/scorecards/foreign/allowed. */
export const checkForeignAllowed = (body: {
  baan_id?: number;
  tee_id?: number;
  datum: string;
  tijd: string;
  type: number;
}) => apiPost('/api/scorecards/foreign/allowed', reply('ForeignAllowedResponse'), body);

/** POST /api/scorecards: a qualifying card at the own club; one key per card (api/single-write.ts). */
export const createQualifyingCard = (body: CreateCardRequest, idempotencyKey: string) =>
  apiPost('/api/scorecards', reply('CreateCardResponse'), body, { idempotencyKey });

/** GET /api/wedstrijd for one day: the matches of `date` (the new-card sheet offers their cards). */
export const fetchMatchesOn = (date: string, signal?: AbortSignal) =>
  apiGet('/api/wedstrijd', reply('MatchListResponse'), {
    query: { offset: 0, date_from: date, date_to: date },
    signal,
  });

/** POST /api/wedstrijd/{id}/kaart: the member's own card of a match played today (or the one there is). */
export const createMatchCard = (matchId: number, body: MatchCardRequest, idempotencyKey: string) =>
  apiPost(`/api/wedstrijd/${matchId}/kaart`, reply('MatchCardResponse'), body, { idempotencyKey });

/** POST /api/scorecards/foreign: a card at a known course of a club not on the platform. */
export const createForeignCard = (body: CreateForeignCardRequest, idempotencyKey: string) =>
  apiPost('/api/scorecards/foreign', reply('CreateCardResponse'), body, { idempotencyKey });

/** POST /api/scorecards/foreign_unknown: a course that is not in the list. */
export const createUnknownCourseCard = (body: CreateUnknownCardRequest, idempotencyKey: string) =>
  apiPost('/api/scorecards/foreign_unknown', reply('CreateCardResponse'), body, { idempotencyKey });

/** POST /api/scorecards/{id}/sign: the marker accepts the card. */
export const signCard = (id: number) =>
  apiPost(`/api/scorecards/${id}/sign`, reply('StatusResponse'), undefined, {
    idempotencyKey: newIdempotencyKey(),
  });

/** POST /api/scorecards/{id}/reject: mark type 2 (spec §9) and the reason as remark. */
export const rejectCard = (id: number, remark: RejectReason) =>
  apiPost(
    `/api/scorecards/${id}/reject`,
    reply('StatusResponse'),
    { code: DEFAULT_MARK_TYPE, remark },
    { idempotencyKey: newIdempotencyKey() },
  );

/**
 * GET /api/relatie/search for the marker picker (spec §5: from 2 characters); the server leaves
 * the member themself out.
 */
export const searchMarkers = (term: string, signal?: AbortSignal) =>
  apiGet('/api/relatie/search', reply('MemberViewList'), {
    query: { term, isMarkerSelection: true, limit: 20, offset: 0 },
    signal,
  });

/** The search needs this many characters (spec §5, §9). */
export const MARKER_SEARCH_MIN = LIMITS.SEARCH_MIN_CHARS;
