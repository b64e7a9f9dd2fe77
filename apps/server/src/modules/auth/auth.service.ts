import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../errors';
import type { ClubRepository } from '../club/club.repository';
import type { MembersRepository } from '../members/members.repository';
import { verifyPassword } from './password';
import type { SessionRepository, SessionRow } from './session.repository';

/** Session lifetime: idle and absolute expiry (QUALITY.md "Sessions"). */
export const SESSION_IDLE_MS = 14 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 3600_000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 5 * 60_000;
/**
 * A looked-up session is trusted for this long without asking the database again. Logout on this
 * node drops it at once; on another node of a cluster a revoked session lives at most this long.
 */
const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_MAX = 10_000;

/** Brute-force limits per account and per address within one window (QUALITY.md "Brute force"). */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 50;

export const INVALID_CREDENTIALS_MESSAGE = 'invalid username, password and club combination';

export interface Auth {
  clubId: number;
  relatieId: number;
  tokenHash: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Opens a session for a member and returns its cookie token; only the token's hash is stored. */
export async function openSession(
  sessions: SessionRepository,
  clubId: number,
  relatieId: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sessions.insert({
    token_hash: hashToken(token),
    club_id: clubId,
    relatie_id: relatieId,
    created_at: now,
    last_seen_at: now,
  });
  return token;
}

/** Login, logout and session lookup. */
export class AuthService {
  private readonly cache = new Map<string, { row: SessionRow; until: number }>();

  constructor(
    private readonly sessions: SessionRepository,
    private readonly members: MembersRepository,
    private readonly clubs: ClubRepository,
    private readonly clock: () => Date,
  ) {}

  /**
   * Checks club, username and password; answers the same error whichever of the three was wrong,
   * and 429 once an account or an address has failed too often. Returns a new session token.
   */
  async login(input: {
    club: number;
    username: string;
    password: string;
    ip: string;
  }): Promise<{ token: string; clubId: number; relatieId: number }> {
    const now = this.clock();
    const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const accountKey = `account:${input.club}:${input.username.toLowerCase()}`;
    const ipKey = `ip:${input.ip}`;
    const [accountFailures, ipFailures] = await Promise.all([
      this.sessions.failures(accountKey, windowStart),
      this.sessions.failures(ipKey, windowStart),
    ]);
    if (accountFailures >= MAX_FAILURES_PER_ACCOUNT || ipFailures >= MAX_FAILURES_PER_ADDRESS) {
      throw new AppError('TOO_MANY_REQUESTS', 'too many failed logins, try again later');
    }

    const club = await this.clubs.findOnPlatform(input.club);
    const member = club ? await this.members.findByUsername(club.id, input.username) : undefined;
    const ok = await verifyPassword(member?.password_hash ?? null, input.password);
    if (!ok || !member) {
      await this.sessions.recordFailure(accountKey, now, windowStart);
      await this.sessions.recordFailure(ipKey, now, windowStart);
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }
    await this.sessions.clearFailures(accountKey);
    const token = await openSession(this.sessions, member.club_id, member.relatie_id, now);
    return { token, clubId: member.club_id, relatieId: member.relatie_id };
  }

  /** The session a cookie token stands for, or null when unknown or expired. */
  async authenticate(token: string): Promise<Auth | null> {
    if (token.length < 20 || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const now = this.clock();
    const cached = this.cache.get(tokenHash);
    const row =
      cached && cached.until > now.getTime() ? cached.row : await this.sessions.find(tokenHash);
    if (!row) return null;
    if (isExpired(row, now)) {
      this.cache.delete(tokenHash);
      await this.sessions.delete(tokenHash);
      return null;
    }
    if (now.getTime() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
      await this.sessions.touch(tokenHash, now);
      row.last_seen_at = now;
    }
    if (!cached || cached.row !== row) {
      if (this.cache.size >= SESSION_CACHE_MAX) this.cache.clear();
      this.cache.set(tokenHash, { row, until: now.getTime() + SESSION_CACHE_MS });
    }
    return { clubId: row.club_id, relatieId: row.relatie_id, tokenHash };
  }

  async logout(tokenHash: string): Promise<void> {
    this.cache.delete(tokenHash);
    await this.sessions.delete(tokenHash);
  }

  /** Revokes the session a token stands for (a login replaces any session the browser had). */
  async revokeToken(token: string): Promise<void> {
    await this.logout(hashToken(token));
  }
}

function isExpired(row: SessionRow, now: Date): boolean {
  return (
    now.getTime() - row.last_seen_at.getTime() > SESSION_IDLE_MS ||
    now.getTime() - row.created_at.getTime() > SESSION_ABSOLUTE_MS
  );
}
