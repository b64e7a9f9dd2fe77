import { clubDateTime, type WallClock } from '@fairway/golf';
import { afterCommit } from '../db/transaction';
import { AppError, notFound } from '../errors';
import type { ClubRepository } from '../modules/club';
import type { ClubRole } from '@fairway/contract';
import { hasRole, type Auth, type RoleHolder } from './caller';

/** A club as the services read it: its row (with its time zone) and its configuration. */
export type ClubWithConfig = NonNullable<Awaited<ReturnType<ClubRepository['config']>>>;

interface MemberLookup {
  findById(
    clubId: number,
    relatieId: number,
  ): Promise<(RoleHolder & { deactivated?: boolean }) | undefined>;
}

/**
 * The caller's club as every service sees it: the club and its configuration, the club's now on
 * its own calendar and wall clock, and whether the caller is on its committee. The one place the
 * club's time is taken from the clock (a session's club may be in another time zone than the
 * server), and the one place roles are read.
 */
export class ClubContext {
  constructor(
    /** Its config() is cached: reading the club per call costs no query. */
    private readonly clubs: Pick<ClubRepository, 'config' | 'forget'>,
    private readonly members: MemberLookup,
    /** The instant now; tests and the e2e server pass a clock of their own. */
    readonly clock: () => Date,
  ) {}

  /** The club and its configuration; 404 when it is gone. */
  async club(clubId: number): Promise<ClubWithConfig> {
    const club = await this.clubs.config(clubId);
    if (!club) throw notFound('club');
    return club;
  }

  /**
   * The club's date and wall time now (or at `instant`, when a call compares with the same
   * instant), in `timeZone`: the club's, when its row is at hand.
   */
  nowIn(timeZone: string, instant: Date = this.clock()): WallClock {
    return clubDateTime(instant, timeZone);
  }

  /**
   * After the transaction commits, drops what this process keeps of the club's configuration, so
   * the next call reads a change the transaction made to it.
   */
  forgetClubAfterCommit(clubId: number): void {
    afterCommit(() => this.clubs.forget(clubId));
  }

  /** The club's date and wall time now. */
  async now(clubId: number): Promise<WallClock> {
    return this.nowIn((await this.club(clubId)).club.timezone);
  }

  /**
   * Whether the caller may act as `role` at their club. A deactivated member holds no role: their
   * sessions end with the deactivation, and one that outlived it (a node's cached session) gets
   * no further than the member app.
   */
  async hasRole(auth: Pick<Auth, 'clubId' | 'relatieId'>, role: ClubRole): Promise<boolean> {
    const member = await this.members.findById(auth.clubId, auth.relatieId);
    return !member?.deactivated && hasRole(member, role);
  }

  /** 403 naming the role unless the caller may act as `role` at their club (every admin call). */
  async requireRole(auth: Pick<Auth, 'clubId' | 'relatieId'>, role: ClubRole): Promise<void> {
    if (!(await this.hasRole(auth, role)))
      throw new AppError('FORBIDDEN', `only a member with the role ${role} may do this`);
  }

  /** Whether the caller is on their club's match committee. */
  isCommittee(auth: Pick<Auth, 'clubId' | 'relatieId'>): Promise<boolean> {
    return this.hasRole(auth, 'match_committee');
  }

  /** 403 naming `what` unless the caller is on their club's committee. */
  async requireCommittee(auth: Pick<Auth, 'clubId' | 'relatieId'>, what: string): Promise<void> {
    if (!(await this.isCommittee(auth)))
      throw new AppError('FORBIDDEN', `only the committee ${what}`);
  }
}
