import { HOME_PATH, LOGIN_PATH } from '../paths';
import { routeInfo } from '../route-table';

/** The query parameters of /login: the screen asked for, and why the member is here. */
const NEXT = 'next';
const ENDED = 'ended';
const CLUB = 'club';

/**
 * A screen of this app to open after login, or null: only a path on this origin that the routes
 * table shows as a screen behind the login. Anything else (another site, `//host`, `/\host`, an
 * encoded scheme, /login itself, a redirect) is dropped, so /login cannot send anyone elsewhere.
 */
export function safeTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, 'http://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://app.invalid') return null;
  const route = routeInfo(url.pathname);
  if (!route?.screen || route.anonymous || url.pathname === HOME_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The login screen's address for a member sent there from `from` (a path with its query):
 * the screen they asked for rides along, and `ended` says their session ran out (spec §8).
 */
export function loginHref(from: string | null, ended = false): string {
  const params = new URLSearchParams();
  const target = safeTarget(from);
  if (target) params.set(NEXT, target);
  if (ended) params.set(ENDED, '1');
  const qs = params.toString();
  return qs ? `${LOGIN_PATH}?${qs}` : LOGIN_PATH;
}

/** Where to go once logged in, from the login screen's query: the screen asked for, or home. */
export const targetAfterLogin = (search: string): string =>
  safeTarget(new URLSearchParams(search).get(NEXT)) ?? HOME_PATH;

/** The member came to the login screen because their session ended. */
export const sessionEnded = (search: string): boolean =>
  new URLSearchParams(search).get(ENDED) === '1';

/**
 * The club the login screen was asked to start on (a browser back from a payment checkout at an
 * address without its session: the server names the bon's club), as the club picker's value.
 */
export function clubAsked(search: string): string | null {
  const club = new URLSearchParams(search).get(CLUB);
  return club && /^[1-9]\d{0,8}$/.test(club) ? club : null;
}
