import type {
  AdminMember,
  AdminMemberInput,
  AdminMemberListResponse,
  AdminMemberSummary,
} from '@fairway/contract';
import { fromTenths } from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { Db } from '../../db/db';
import { transaction } from '../../db/transaction';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError, notFound } from '../../errors';
import type { AuditRepository } from '../audit';
import type { MemberAdminRepository } from './member-admin.repository';
import {
  changes,
  fillableFields,
  IDENTITY_FIELDS,
  MEMBER_FIELDS,
  memberAudit,
  memberName,
  memberValues,
  memberView,
  membershipValues,
  playerValues,
  type MemberRead,
} from './member-values';

const conflict = (field: string, message: string) =>
  new AppError('CONFLICT', message, [{ field, message }]);

export const summary = (m: MemberRead): AdminMemberSummary => ({
  relatie_id: m.relatie_id,
  naam: memberName(m),
  gsn: m.player.gsn,
  username: m.username,
  category_id: m.category_id,
  category_naam: m.category_naam,
  handicap: m.player.handicap_tenths === null ? null : fromTenths(m.player.handicap_tenths),
  is_gast: m.is_gast,
  has_password: m.has_password,
  deactivated_at: m.deactivated_at?.toISOString() ?? null,
});

const USERNAME_TAKEN = 'another member of the club has this username';
const GSN_TAKEN = 'a member of the club (perhaps deactivated) has this GSN already';

/**
 * The clashes the checks before a write cannot see (another administrator's write at the same
 * moment), refused as the checks refuse them: the unique indexes of a club's usernames, of the
 * federation's GSNs and of one membership per player and club.
 */
const CLASHES: Record<string, () => AppError> = {
  memberships_username_key: () => conflict('username', USERNAME_TAKEN),
  players_gsn_key: () => conflict('gsn', GSN_TAKEN),
  memberships_player_key: () => conflict('gsn', GSN_TAKEN),
};

const refuseClashes = <T>(write: Promise<T>): Promise<T> =>
  write.catch((err: unknown) => {
    const clash = CLASHES[uniqueViolation(err) ?? ''];
    throw clash ? clash() : err;
  });

/**
 * The member administration (role member_admin): the club's members listed, searched, read,
 * created and edited. Each write runs in one transaction with its audit row (entity 'member',
 * the changed fields before and after; never a password). The player behind a membership is the
 * federation's and may be shared with other clubs: member-values.ts says what a club changes.
 */
export class MemberAdminService {
  constructor(
    private readonly repo: MemberAdminRepository,
    private readonly audit: AuditRepository,
    private readonly context: ClubContext,
  ) {}

  async list(
    auth: Auth,
    q: { q?: string | undefined; include_deactivated: boolean; limit: number; offset: number },
  ): Promise<AdminMemberListResponse> {
    await this.context.requireRole(auth, 'member_admin');
    const { rows, total } = await this.repo.list(auth.clubId, q);
    return { members: rows.map(summary), total };
  }

  async get(auth: Auth, relatieId: number): Promise<AdminMember> {
    await this.context.requireRole(auth, 'member_admin');
    return this.read(this.repo.db, auth.clubId, relatieId);
  }

  private async read(db: Db, clubId: number, relatieId: number): Promise<AdminMember> {
    const m = await this.repo.find(db, clubId, relatieId);
    if (!m) throw notFound('member');
    return memberView(m, await this.repo.sharedWithOtherClub(db, clubId, m.player.id));
  }

  /** The checks a member's own club fields need: the category is the club's, the username free. */
  private async checkMembership(db: Db, clubId: number, input: AdminMemberInput, self?: number) {
    if (
      input.category_id !== null &&
      !(await this.repo.categoryExists(db, clubId, input.category_id))
    )
      throw new AppError('VALIDATION', 'no such member category', [
        { field: 'category_id', message: 'no such member category' },
      ]);
    if (input.username && (await this.repo.usernameHolder(db, clubId, input.username, self)))
      throw conflict('username', USERNAME_TAKEN);
  }

  /**
   * A new member. A GSN the federation knows already links the membership to that player (a
   * member of another club joins this one): the player's data stays as it is, only what it lacks
   * is filled in from the form.
   */
  async create(auth: Auth, input: AdminMemberInput): Promise<AdminMember> {
    await this.context.requireRole(auth, 'member_admin');
    return refuseClashes(
      transaction(this.repo.db, async (tx) => {
        await this.checkMembership(tx, auth.clubId, input);
        const existing = input.gsn ? await this.repo.playerByGsn(tx, input.gsn) : undefined;
        if (existing && (await this.repo.membershipOfPlayer(tx, auth.clubId, existing.id)))
          throw conflict('gsn', GSN_TAKEN);
        const values = playerValues(
          input,
          existing ? fillableFields(existing, input) : MEMBER_FIELDS.concat(),
        );
        // Before any card the start index is the index (the replay starts from it).
        if (values.start_index_tenths !== undefined)
          values.handicap_tenths = values.start_index_tenths;
        let playerId: number;
        if (existing) {
          playerId = existing.id;
          await this.repo.updatePlayer(tx, playerId, values);
        } else
          playerId = await this.repo.insertPlayer(tx, { ...values, achternaam: input.achternaam });
        const relatieId = await this.repo.insertMembership(
          tx,
          auth.clubId,
          playerId,
          membershipValues(input),
        );
        const row = (await this.repo.find(tx, auth.clubId, relatieId))!;
        await this.audit.record(
          tx,
          memberAudit(auth, relatieId, 'create', null, memberValues(row)),
        );
        return memberView(
          row,
          existing ? await this.repo.sharedWithOtherClub(tx, auth.clubId, playerId) : false,
        );
      }),
    );
  }

  /** The whole member as the form sends them; only what changed is written and audited. */
  async update(auth: Auth, relatieId: number, input: AdminMemberInput): Promise<AdminMember> {
    await this.context.requireRole(auth, 'member_admin');
    return refuseClashes(
      transaction(this.repo.db, async (tx) => {
        const m = await this.repo.find(tx, auth.clubId, relatieId);
        if (!m) throw notFound('member');
        const before = memberValues(m);
        const diff = changes(before, input);
        if (!diff.changed.length)
          return memberView(m, await this.repo.sharedWithOtherClub(tx, auth.clubId, m.player.id));
        await this.checkMembership(tx, auth.clubId, input, relatieId);
        const identity = diff.changed.filter((f) =>
          (IDENTITY_FIELDS as readonly string[]).includes(f),
        );
        if (identity.length && (await this.repo.sharedWithOtherClub(tx, auth.clubId, m.player.id)))
          throw new AppError(
            'CONFLICT',
            'this player is a member of another club too: their federation data is not changed here',
            identity.map((field) => ({ field, message: 'shared with another club' })),
          );
        if (diff.changed.includes('start_index') && m.player.start_index_tenths !== null)
          throw conflict(
            'start_index',
            'the start index is set when the member is created; the handicap committee corrects it',
          );
        if (diff.changed.includes('gsn') && input.gsn) {
          const holder = await this.repo.playerByGsn(tx, input.gsn);
          if (holder && holder.id !== m.player.id)
            throw conflict('gsn', 'another player has this GSN');
        }
        await this.repo.updatePlayer(tx, m.player.id, playerValues(input, diff.changed));
        await this.repo.updateMembership(
          tx,
          auth.clubId,
          relatieId,
          membershipValues(input, diff.changed),
        );
        await this.audit.record(
          tx,
          memberAudit(auth, relatieId, 'update', diff.before, diff.after),
        );
        return this.read(tx, auth.clubId, relatieId);
      }),
    );
  }
}
