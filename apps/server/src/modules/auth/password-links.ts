import { AppError } from '../../errors';
import type { RateLimiter, RateRule } from '../rate-limit';
import { hashPassword } from './password';
import type { PasswordLinkRepository } from './password-links.repository';
import { hashToken, newToken } from './tokens';

const HOUR = 3600_000;

/** How long a link sets a password: a week, time for a new administrator to find the mail. */
export const PASSWORD_LINK_TTL_MS = 7 * 24 * HOUR;

// The link's address is the contract's: the app reads the token back from it.
export { passwordLinkUrl } from '@fairway/contract';

/** Tries per address: a 256-bit token cannot be guessed, but each try costs a password hash. */
export const PASSWORD_LINK_LIMIT: RateRule = {
  limit: 20,
  windowMs: HOUR,
  lockoutMs: HOUR,
  maxLockoutMs: 24 * HOUR,
  memoryMs: 24 * HOUR,
};

/** A new link for the member, written with `links` (a transaction's, when in one); its token. */
export async function createPasswordLink(
  links: PasswordLinkRepository,
  clubId: number,
  relatieId: number,
  now: Date,
): Promise<string> {
  const { token, hash } = newToken();
  await links.insert({
    token_hash: hash,
    club_id: clubId,
    relatie_id: relatieId,
    expires_at: new Date(now.getTime() + PASSWORD_LINK_TTL_MS),
    created_at: now,
  });
  return token;
}

/** One-time links that set a member's password. */
export class PasswordLinks {
  constructor(
    private readonly links: PasswordLinkRepository,
    private readonly limiter: RateLimiter,
    private readonly clock: () => Date,
  ) {}

  /** A new link for the member; returns its token (only its hash is kept). */
  create(clubId: number, relatieId: number): Promise<string> {
    return createPasswordLink(this.links, clubId, relatieId, this.clock());
  }

  /** Sets the password with the link's token; 410 when the link is unknown, used or expired. */
  async use(input: { token: string; password: string; ip: string }) {
    await this.limiter.take(
      [{ key: `password-link:address:${input.ip}`, rule: PASSWORD_LINK_LIMIT }],
      'too many password links tried from this address',
    );
    const passwordHash = await hashPassword(input.password);
    const done = await this.links.use(hashToken(input.token), passwordHash, this.clock());
    if (!done) {
      throw new AppError(
        'PASSWORD_LINK_INVALID',
        'this password link is unknown, already used or expired',
      );
    }
    return done;
  }
}
