import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret tokens auth hands out (session cookies, known-device cookies, password links): 256
 * random bits, base64url. Only their SHA-256 is stored, so a copy of a table lets nobody in.
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The stored form of a token. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');
