import { LOGIN_PATH } from '../../paths';

/**
 * The token of a one-time password link (`/login#password=<token>`), or null. The token rides in
 * the fragment, which the browser never sends to a server or in a Referer.
 */
export function passwordLinkToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('password');
  return token && /^[\w-]{43}$/.test(token) ? token : null;
}

/** Takes the token out of the address bar and history once it has been used or refused. */
export function forgetPasswordLink(): void {
  window.history.replaceState(null, '', LOGIN_PATH);
}
