import type { SessionResponse } from '@fairway/contract';
import { AppError } from '../../errors';
import type { Auth } from '../../club-context/caller';
import { toClub, type ClubRepository } from '../club';
import type { MembersRepository } from '../members';
import type { LoginDeviceRepository } from './login-device.repository';
import { deviceTokenHash, newDeviceToken } from './login-devices';
import { verifyPassword } from './password';
import type { RateLimiter, RateRule } from '../rate-limit';
import type { SessionRepository, SessionRow } from './session.repository';
import { VerifyGate } from './verify-gate';
import { hashToken, newToken } from './tokens';

/** Session lifetime: idle and absolute expiry (docs/QUALITY.md "Security"). */
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Brute-force limits (docs/ARCHITECTURE.md "Login brute force"). Only wrong passwords are
 * counted, after they were checked; the failure that reaches a limit locks its key out, and a
 * locked key refuses every login before its password is checked. Repeat lockouts of a key last
 * twice as long each time, up to a cap.
 */
export const LOGIN_LIMITS = {
  /** One address, all accounts: spraying many accounts from one place. */
  address: {
    limit: 50,
    windowMs: 15 * MINUTE,
    lockoutMs: 15 * MINUTE,
    maxLockoutMs: 4 * HOUR,
    memoryMs: 24 * HOUR,
  },
  /** One account from one address: guessing, or a member who forgot the password. */
  accountAddress: {
    limit: 5,
    windowMs: 15 * MINUTE,
    lockoutMs: 15 * MINUTE,
    maxLockoutMs: 4 * HOUR,
    memoryMs: 24 * HOUR,
  },
  /**
   * One account from all addresses: guessing spread over many addresses. Higher than the limit
   * per address, so that one address cannot lock a member out; capped lower, so that many
   * cannot lock them out for long.
   */
  account: {
    limit: 30,
    windowMs: 15 * MINUTE,
    lockoutMs: 15 * MINUTE,
    maxLockoutMs: HOUR,
    memoryMs: 24 * HOUR,
  },
  /**
   * A device the member logged in with before, for that account: it is judged by this limit
   * alone, so others' guesses do not lock the member's own device out, and a copied device
   * cookie gives a thief fewer guesses than no cookie at all.
   */
  device: {
    limit: 5,
    windowMs: 15 * MINUTE,
    lockoutMs: 15 * MINUTE,
    maxLockoutMs: 4 * HOUR,
    memoryMs: 24 * HOUR,
  },
} satisfies Record<string, RateRule>;

/**
 * Password checks per address in this process: this many at once, this many more waiting in
 * turn. Argon2 is expensive on purpose; one address (also a shared one, a clubhouse or a proxy
 * without TRUST_PROXY) may not take all of the server's. A check that waited looks at the locks
 * again, so a burst of parallel guesses is checked a few at a time and stops at the limit.
 */
export const LOGIN_VERIFY_GATE = { concurrent: 2, waiting: 64 };
/** Retry-After when an address has more password checks under way than the gate holds. */
const BUSY_RETRY_SECONDS = 5;

const TOO_MANY_LOGINS = 'too many failed logins, try again later';

export const INVALID_CREDENTIALS_MESSAGE = 'invalid username, password and club combination';

/** Opens a session for a member and returns its cookie token; only the token's hash is stored. */
export async function openSession(
  sessions: SessionRepository,
  clubId: number,
  relatieId: number,
  now: Date,
): Promise<string> {
  const { token, hash } = newToken();
  await sessions.insert({
    token_hash: hash,
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

  private readonly gate = new VerifyGate(LOGIN_VERIFY_GATE.concurrent, LOGIN_VERIFY_GATE.waiting);

  constructor(
    private readonly sessions: SessionRepository,
    private readonly members: MembersRepository,
    private readonly clubs: ClubRepository,
    private readonly limiter: RateLimiter,
    private readonly devices: LoginDeviceRepository,
    private readonly clock: () => Date,
  ) {}

  /**
   * Checks club, username and password; answers the same error whichever of the three was wrong,
   * and 429 while an address, an account or a device is locked out by its wrong passwords.
   * Returns a new session token and a new known-device token for the browser.
   */
  async login(input: {
    club: number;
    username: string;
    password: string;
    ip: string;
    /** The known-device cookie the browser sent, if any. */
    device?: string | undefined;
  }): Promise<{ token: string; device: string; clubId: number; relatieId: number }> {
    const club = await this.clubs.findActive(input.club);
    const member = club ? await this.members.findByUsername(club.id, input.username) : undefined;
    // Looked up whenever a cookie is sent, whether the account exists or not (answer time).
    const deviceHash = deviceTokenHash(input.device);
    const device = deviceHash ? await this.devices.find(input.club, deviceHash) : undefined;
    const knownDevice = device && member && device.relatie_id === member.relatie_id;
    const account = `${input.club}:${input.username.toLowerCase()}`;
    const limits = knownDevice
      ? [{ key: `login:device:${deviceHash}`, rule: LOGIN_LIMITS.device }]
      : [
          { key: `login:address:${input.ip}`, rule: LOGIN_LIMITS.address },
          {
            key: `login:account-address:${account}:${input.ip}`,
            rule: LOGIN_LIMITS.accountAddress,
          },
          { key: `login:account:${account}`, rule: LOGIN_LIMITS.account },
        ];
    const keys = limits.map((l) => l.key);

    await this.limiter.refuseIfLocked(keys, TOO_MANY_LOGINS);
    const turn = await this.gate.enter(input.ip);
    if (!turn)
      throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_LOGINS, undefined, BUSY_RETRY_SECONDS);
    try {
      // The checks this one waited for may have locked a key.
      if (turn.waited) await this.limiter.refuseIfLocked(keys, TOO_MANY_LOGINS);
      const ok = await verifyPassword(member?.password_hash ?? null, input.password);
      if (!ok || !member) {
        await this.limiter.fail(limits, TOO_MANY_LOGINS);
        throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
      }
      // The right password counts nothing, but gets in only while no key is locked: a right
      // guess among parallel wrong ones passes only if it was checked before they locked it.
      await this.limiter.refuseIfLocked(keys, TOO_MANY_LOGINS);
    } finally {
      turn.release();
    }

    const now = this.clock();
    const token = await openSession(this.sessions, member.club_id, member.relatie_id, now);
    const next = newDeviceToken();
    await this.devices.renew({
      clubId: member.club_id,
      relatieId: member.relatie_id,
      previous: knownDevice ? deviceHash : null,
      tokenHash: next.hash,
      now,
    });
    return { token, device: next.token, clubId: member.club_id, relatieId: member.relatie_id };
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

  /**
   * Drops this node's cached sessions of the member, once their rows are deleted (a member
   * deactivated): their next call asks the database and finds none.
   */
  forgetMember(clubId: number, relatieId: number): void {
    for (const [hash, { row }] of this.cache)
      if (row.club_id === clubId && row.relatie_id === relatieId) this.cache.delete(hash);
  }

  /** Revokes the session a token stands for (a login replaces any session the browser had). */
  async revokeToken(token: string): Promise<void> {
    await this.logout(hashToken(token));
  }

  /** GET /api/auth/login: whether the caller is logged in, and at which club. */
  async sessionStatus(auth: Auth | undefined): Promise<SessionResponse> {
    const club = auth && (await this.clubs.findOnPlatform(auth.clubId));
    if (!auth || !club) return { status: 'logged_out', club: null };
    const { id, club_id, naam, snelnaam } = toClub(club);
    return {
      status: 'logged_in',
      club: { id, club_id, naam, snelnaam },
      relatie_id: auth.relatieId,
    };
  }
}

function isExpired(row: SessionRow, now: Date): boolean {
  return (
    now.getTime() - row.last_seen_at.getTime() > SESSION_IDLE_MS ||
    now.getTime() - row.created_at.getTime() > SESSION_ABSOLUTE_MS
  );
}
