import { readCookie, writeCookie } from '../../lib/cookies';

/** spec §2 Login: the last chosen club and username are remembered in cookies. */
export const LAST_CLUB_COOKIE = 'fw_last_club';
export const LAST_USERNAME_COOKIE = 'fw_last_username';

export function readLastLogin(): { club: string; username: string } {
  return {
    club: readCookie(LAST_CLUB_COOKIE) ?? '0',
    username: readCookie(LAST_USERNAME_COOKIE) ?? '',
  };
}

export function rememberLogin(club: number, username: string): void {
  writeCookie(LAST_CLUB_COOKIE, String(club));
  writeCookie(LAST_USERNAME_COOKIE, username);
}
