import type { SignUpRequest } from '@fairway/contract';
import { apiGet, apiPost, apiPut } from './client';
import { reply } from './reply';

/** spec §7 Matches. */
export interface MatchListParams {
  offset: number;
  term?: string;
  openOnly?: boolean;
  year: number;
  init?: boolean;
}

/** GET /api/wedstrijd: a page of 20 of the year's matches. */
export const fetchMatches = (p: MatchListParams, signal?: AbortSignal) =>
  apiGet('/api/wedstrijd', reply('MatchListResponse'), {
    query: {
      offset: p.offset,
      ...(p.term ? { term: p.term } : {}),
      ...(p.openOnly ? { open_only: 1 } : {}),
      ...(p.init ? { init: 1 } : {}),
      date_from: `${p.year}-01-01`,
      date_to: `${p.year}-12-31`,
    },
    signal,
  });

export const fetchMatch = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/wedstrijd/${id}`, reply('MatchDetail'), { signal });
export const fetchEntryList = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/wedstrijd/${id}/inschrijflijst`, reply('EntryListResponse'), { signal });
export const fetchStartList = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/wedstrijd/${id}/startlijst`, reply('StartListResponse'), { signal });
export const fetchResults = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/wedstrijd/${id}/uitslag`, reply('ResultsResponse'), { signal });
/** The live leaderboard (computed at most every few seconds on the server). */
export const fetchLeaderboard = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/wedstrijd/${id}/leaderboard`, reply('LeaderboardResponse'), { signal });
export const fetchRegistration = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/wedstrijd/${id}/inschrijving`, reply('RegistrationResponse'), { signal });
export const fetchMatchFlights = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/wedstrijd/${id}/flights`, reply('MatchFlightsResponse'), { signal });

/** Members one may name as team mates (GET /api/relatie/search, isWedstrijdSelection). */
export const searchTeamMates = (term: string, signal?: AbortSignal) =>
  apiGet('/api/relatie/search', reply('MemberViewList'), {
    query: { term, limit: 20, offset: 0, isWedstrijdSelection: 1 },
    signal,
  });

/** POST (new) or PUT (update) /api/wedstrijd/{id}/inschrijven, exactly once per key. */
export const sendSignUp = (
  id: number,
  body: SignUpRequest,
  update: boolean,
  idempotencyKey: string,
) =>
  (update ? apiPut : apiPost)(`/api/wedstrijd/${id}/inschrijven`, reply('SignUpResponse'), body, {
    idempotencyKey,
  });

/** POST /api/wedstrijd/{id}/uitschrijven (signOutTeam: the whole team). */
export const signOutOfMatch = (id: number, team: boolean, idempotencyKey: string) =>
  apiPost(
    `/api/wedstrijd/${id}/uitschrijven${team ? '?signOutTeam=1' : ''}`,
    reply('SignOutResponse'),
    undefined,
    { idempotencyKey },
  );
