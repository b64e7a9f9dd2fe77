import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { alertDialog, literal, login } from './app';

export { alertDialog };
import type { Account } from './demo';
import { serverNow } from './fixtures';
import { nl } from './i18n';

/** Helpers of the scorecard specs: keypad, holes, dialogs, a second member. */

const CLUB_TIME_ZONE = 'Europe/Amsterdam';

/** The club's date `days` from today, as the wire (YYYY-MM-DD) and the screen (DD-MM-YYYY). */
export function clubDate(days = 0): { wire: string; shown: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: CLUB_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(serverNow().getTime() + days * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const [y, m, d] = [part('year'), part('month'), part('day')];
  return { wire: `${y}-${m}-${d}`, shown: `${d}-${m}-${y}` };
}

/** The on-screen score keypad. */
export function keypad(page: Page) {
  const pad = page.getByRole('group', { name: nl('scorecards.keypad.label') });
  return {
    pad,
    async type(keys: string): Promise<void> {
      for (const key of keys) await pad.getByRole('button', { name: key, exact: true }).click();
    },
    next: () =>
      pad.getByRole('button', { name: nl('scorecards.keypad.next'), exact: true }).click(),
    clear: () =>
      pad.getByRole('button', { name: nl('scorecards.keypad.clear'), exact: true }).click(),
  };
}

/** A hole's tile above the keypad; its name says hole, strokes and save state. */
export const holeTile = (page: Page, hole: number): Locator =>
  page
    .getByRole('group', { name: nl('scorecards.holes'), exact: true })
    .getByRole('button', { name: new RegExp(`^${nl('scorecards.holeNumber', { hole })},`) });

/** The hole in focus, by its heading. */
export const currentHole = (page: Page, hole: number): Locator =>
  page.getByRole('heading', { name: nl('scorecards.holeNumber', { hole }), exact: true });

/** Another member on the same page: the session and the local login flag are dropped first. */
export async function switchAccount(page: Page, account: Account): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem('logged_in'));
  await login(page, account);
}

export interface ApiHole {
  PAR: number;
  ES: number;
  POS: number;
  ms_max: number;
  ms_current: number;
}

/** GET as the session of `request`, checked for success. */
export async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export const postJson = (request: APIRequestContext, url: string, data?: unknown) =>
  request.post(url, { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE }, data });

/**
 * A card of the logged-in member on the demo's first course (its tee number `tee`) with `markerId`
 * as its marker, handed in (handIn): its id and date.
 */
export async function handInCard(
  request: APIRequestContext,
  markerId: number,
  tee = 0,
): Promise<{ id: number; datum: string }> {
  const tees = await getJson<{ id: number }[]>(request, '/api/courses/1/tees');
  const created = await postJson(request, '/api/scorecards', {
    baan_id: 1,
    tee_id: tees[tee]!.id,
    marker_id: markerId,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  return handIn(request, id);
}

/**
 * The logged-in member's card `id` with every hole in par, handed in: its id and date. Its
 * marker's reminder follows.
 */
export async function handIn(
  request: APIRequestContext,
  id: number,
): Promise<{ id: number; datum: string }> {
  const { datum } = await getJson<{ datum: string }>(request, `/api/scorecards/${id}`);
  const holes = await getJson<ApiHole[]>(request, `/api/scorecards/${id}/cardHoles`);
  const handedIn = await postJson(request, `/api/scorecards/${id}/edit`, {
    scores: holes.map((h) => h.PAR),
    allScoresSaved: 1,
  });
  expect(handedIn.ok(), await handedIn.text()).toBe(true);
  return { id, datum };
}

export interface ApiCard {
  id: number;
  datum: string;
  tijd: string;
  state: string;
  typekaart: number;
  speler_naam: string;
  ehcp_nieuw: number | null;
  baan_naam: string;
  club_naam: string;
  reject_remark: string | null;
  sf_score_wed: number | null;
}

/** The cards of the session's member (set-up and checks only). */
export async function ownCards(request: APIRequestContext): Promise<ApiCard[]> {
  return (await getJson<{ cards: ApiCard[] }>(request, '/api/relatie/self/cards')).cards;
}

/** The cards waiting for the session's member to mark them. */
export const markerCards = (request: APIRequestContext) =>
  getJson<ApiCard[]>(request, '/api/relatie/self/marker-cards');

/** The full name of the member logged in on `request`. */
export async function selfName(request: APIRequestContext): Promise<string> {
  return (await getJson<{ volledige_naam: string }>(request, '/api/relatie/self')).volledige_naam;
}

/** DD-MM-YYYY of a wire date (YYYY-MM-DD), as the screens show it. */
export const shownDate = (wire: string): string => wire.split('-').reverse().join('-');

/**
 * A card waiting to be marked in the list, by its player and date (DD-MM-YYYY): the link is named
 * by what it shows, the player first.
 */
export const markCardLink = (
  scope: Page | Locator,
  player: string,
  date: string,
  includeHidden = false,
): Locator =>
  scope.getByRole('link', {
    name: new RegExp(`^${literal(player)}\\b.*\\b${literal(date)}\\b`),
    includeHidden,
  });

/** The member's own open card in the list, by its date (DD-MM-YYYY) and time. */
export const openCardLink = (scope: Page | Locator, date: string, time: string): Locator =>
  scope.getByRole('link', { name: new RegExp(`^${literal(date)} · ${literal(time)}\\b`) });
