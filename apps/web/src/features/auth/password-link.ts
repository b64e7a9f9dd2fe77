import { LOGIN_PATH } from '../../paths';

/** Takes the token out of the address bar and history once it has been used or refused. */
export function forgetPasswordLink(): void {
  window.history.replaceState(null, '', LOGIN_PATH);
}
