import { hashToken, newToken } from './tokens';

/**
 * The known-device cookie (docs/ARCHITECTURE.md "Login brute force"): set at a successful login,
 * sent back only to /api/auth. It lets the member's own device past the lockouts that guesses
 * from elsewhere put on the account or the address.
 */
export const DEVICE_COOKIE = 'fw_device';
export const DEVICE_COOKIE_PATH = '/api/auth';
/** The cookie's life, renewed at each login; a device idle this long is forgotten. */
export const DEVICE_MAX_IDLE_MS = 365 * 24 * 3600_000;

const TOKEN = /^[\w-]{43}$/;

/** A new device token (256 random bits) and its hash, the only part stored. */
export function newDeviceToken(): { token: string; hash: string } {
  return newToken();
}

/** The stored hash of a cookie's token, or null when the cookie cannot be one of ours. */
export function deviceTokenHash(token: string | undefined): string | null {
  if (!token || !TOKEN.test(token)) return null;
  return hashToken(token);
}
