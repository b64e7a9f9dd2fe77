import type {
  AdminCancellationReasonsResponse,
  CancellationReasonInput,
  CancellationReasonOrder,
} from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { Db } from '../../db/db';
import { transaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import type { AuditRepository } from '../audit';
import type { BookingListsRepository } from './booking-lists.repository';

const ROLE = 'tee_sheet_manager';

/**
 * The club's cancellation reasons (role tee_sheet_manager): listed, added, renamed, removed,
 * restored and put in order. Every write answers the new list, is audited, and drops the club's
 * kept lists once committed, so members choose from the new list on their next call. A removed
 * reason is archived: the cancellations that gave it keep naming it in the club's record, and the
 * manager can restore it (listed last). A name is not given again while a listed or removed
 * reason has it: the manager restores the removed one instead of making a second of that name.
 */
export class CancellationReasonsService {
  constructor(
    private readonly repo: BookingListsRepository,
    private readonly audit: AuditRepository,
    private readonly context: ClubContext,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(auth: Auth): Promise<AdminCancellationReasonsResponse> {
    await this.context.requireRole(auth, ROLE);
    return {
      enabled: await this.enabled(auth.clubId),
      ...(await this.lists(this.repo.db, auth.clubId)),
    };
  }

  add(auth: Auth, input: CancellationReasonInput): Promise<AdminCancellationReasonsResponse> {
    return this.write(auth, async (tx, { reasons, archived }) => {
      unique(reasons, archived, input.naam);
      const position = await this.repo.nextReasonPosition(tx, auth.clubId);
      const id = await this.repo.addReason(tx, auth.clubId, input.naam, position);
      return { recordId: id, action: 'create', before: null, after: { naam: input.naam } };
    });
  }

  rename(
    auth: Auth,
    id: number,
    input: CancellationReasonInput,
  ): Promise<AdminCancellationReasonsResponse> {
    return this.write(auth, async (tx, { reasons, archived }) => {
      const before = listed(reasons, id);
      if (before.naam === input.naam) return null;
      unique(
        reasons.filter((r) => r.id !== id),
        archived,
        input.naam,
      );
      await this.repo.renameReason(tx, auth.clubId, id, input.naam);
      return { recordId: id, action: 'update', before: { naam: before.naam }, after: input };
    });
  }

  remove(auth: Auth, id: number): Promise<AdminCancellationReasonsResponse> {
    return this.write(auth, async (tx, { reasons }) => {
      const before = listed(reasons, id);
      const at = this.clock();
      await this.repo.archiveReason(tx, auth.clubId, id, at);
      return {
        recordId: id,
        action: 'delete',
        before: { naam: before.naam, used: before.used },
        after: { archived_at: at.toISOString() },
      };
    });
  }

  /**
   * Lists the removed reason `id` again, last: its old place may since be another reason's, and
   * the manager sees where it went and moves it from there. 404 for a listed reason, another
   * club's or none; 409 when a listed reason has its name.
   */
  restore(auth: Auth, id: number): Promise<AdminCancellationReasonsResponse> {
    return this.write(auth, async (tx, { reasons, archived }) => {
      const was = archived.find((r) => r.id === id);
      if (!was) throw notFound('removed cancellation reason');
      unique(reasons, [], was.naam);
      const position = await this.repo.nextReasonPosition(tx, auth.clubId);
      await this.repo.restoreReason(tx, auth.clubId, id, position);
      return {
        recordId: id,
        action: 'update',
        before: { naam: was.naam, archived_at: was.archived_at },
        after: { archived_at: null, position },
      };
    });
  }

  order(auth: Auth, input: CancellationReasonOrder): Promise<AdminCancellationReasonsResponse> {
    return this.write(auth, async (tx, { reasons }) => {
      const have = reasons.map((r) => r.id);
      if (input.ids.length !== have.length || input.ids.some((i) => !have.includes(i))) {
        const message = 'name every listed reason once';
        throw new AppError('VALIDATION', `ids: ${message}`, [{ field: 'ids', message }]);
      }
      if (input.ids.every((i, n) => i === have[n])) return null;
      for (const [position, reason] of input.ids.entries()) {
        await this.repo.positionReason(tx, auth.clubId, reason, position);
      }
      return { recordId: 'order', action: 'update', before: { ids: have }, after: input };
    });
  }

  /**
   * Runs one change with the club's lists held, audits it (a change that changes nothing writes
   * no row) and answers the list as it now is.
   */
  private async write(
    auth: Auth,
    change: (
      tx: Db,
      lists: Lists,
    ) => Promise<{
      recordId: number | string;
      action: 'create' | 'update' | 'delete';
      before: Record<string, unknown> | null;
      after: Record<string, unknown>;
    } | null>,
  ): Promise<AdminCancellationReasonsResponse> {
    await this.context.requireRole(auth, ROLE);
    const lists = await transaction(this.repo.db, async (tx) => {
      await this.repo.lockClub(tx, auth.clubId);
      const done = await change(tx, await this.lists(tx, auth.clubId));
      if (done) {
        await this.audit.recordBy(tx, auth, {
          entity: 'cancellation_reason',
          ...done,
        });
      }
      return this.lists(tx, auth.clubId);
    });
    this.context.forgetClubAfterCommit(auth.clubId);
    return { enabled: await this.enabled(auth.clubId), ...lists };
  }

  /** The club's listed reasons in order and its removed ones. */
  private async lists(db: Db, clubId: number): Promise<Lists> {
    const archived = await this.repo.archivedReasons(db, clubId);
    return {
      reasons: await this.repo.reasons(db, clubId),
      archived: archived.map((r) => ({ ...r, archived_at: r.archived_at!.toISOString() })),
    };
  }

  /** Whether the club's members choose a reason (read outside a write's transaction). */
  private async enabled(clubId: number): Promise<boolean> {
    const { config } = await this.context.club(clubId);
    return config.cancellation_reason_enabled === '1';
  }
}

type Reason = { id: number; naam: string; used: number };
type Lists = Pick<AdminCancellationReasonsResponse, 'reasons' | 'archived'>;

/** The listed reason `id` of the club: 404 for another club's, an archived one, or none. */
function listed(reasons: Reason[], id: number): Reason {
  const reason = reasons.find((r) => r.id === id);
  if (!reason) throw notFound('cancellation reason');
  return reason;
}

/**
 * Two listed reasons of one name could not be told apart by a member: refused, 409. A removed
 * reason of the name is refused too, naming it, so the manager restores it (its cancellations
 * with it) rather than making a second one of the same name.
 */
function unique(reasons: Reason[], archived: Reason[], naam: string): void {
  const key = naam.toLocaleLowerCase('nl');
  const same = (r: Reason) => r.naam.toLocaleLowerCase('nl') === key;
  const removed = archived.find(same);
  const message = reasons.some(same)
    ? `the club already lists the reason “${naam}”`
    : removed
      ? `the club removed the reason “${removed.naam}” (id ${removed.id}): restore it instead`
      : null;
  if (message) throw new AppError('CONFLICT', message, [{ field: 'naam', message }]);
}
