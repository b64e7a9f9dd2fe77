import type { AdminMemberCategoriesResponse, AdminMemberCategory } from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { Db } from '../../db/db';
import { transaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { BackOfficeService, type CallerWrite } from '../audit';
import type { MemberCategoriesRepository } from './member-categories.repository';

type Values = { naam: string; position: number };

/**
 * The member categories a club defines (full, weekday, junior…), role member_admin. A category
 * members still hold is not deleted (409 CATEGORY_IN_USE): the categories will carry booking
 * rules, and members silently losing theirs would change what they may book. The administration
 * moves the members to another category first (the count per category shows who holds one).
 */
export class MemberCategoriesService extends BackOfficeService<MemberCategoriesRepository> {
  protected readonly role = 'member_admin';

  async list(auth: Auth): Promise<AdminMemberCategoriesResponse> {
    await this.allow(auth);
    return { categories: await this.repo.list(auth.clubId) };
  }

  private async nameFree(db: Db, clubId: number, naam: string, exceptId?: number) {
    if (await this.repo.named(db, clubId, naam, exceptId))
      throw new AppError('CONFLICT', 'the club has a category of this name', [
        { field: 'naam', message: 'the club has a category of this name' },
      ]);
  }

  /** The audit row of a change to category `recordId`. */
  private record(tx: Db, auth: Auth, change: Omit<CallerWrite, 'entity'>) {
    return this.audit.recordBy(tx, auth, { entity: 'member_category', ...change });
  }

  async create(auth: Auth, values: Values): Promise<AdminMemberCategory> {
    await this.allow(auth);
    return transaction(this.repo.db, async (tx) => {
      await this.nameFree(tx, auth.clubId, values.naam);
      const id = await this.repo.insert(tx, auth.clubId, values);
      await this.record(tx, auth, { recordId: id, action: 'create', after: values });
      return (await this.repo.find(tx, auth.clubId, id))!;
    });
  }

  async update(auth: Auth, id: number, values: Values): Promise<AdminMemberCategory> {
    await this.allow(auth);
    return transaction(this.repo.db, async (tx) => {
      const before = await this.repo.find(tx, auth.clubId, id);
      if (!before) throw notFound('member category');
      if (before.naam === values.naam && before.position === values.position) return before;
      await this.nameFree(tx, auth.clubId, values.naam, id);
      await this.repo.update(tx, auth.clubId, id, values);
      const was = { naam: before.naam, position: before.position };
      await this.record(tx, auth, { recordId: id, action: 'update', before: was, after: values });
      return { ...before, ...values };
    });
  }

  async delete(auth: Auth, id: number): Promise<{ deleted: true }> {
    await this.allow(auth);
    return transaction(this.repo.db, async (tx) => {
      const before = await this.repo.find(tx, auth.clubId, id);
      if (!before) throw notFound('member category');
      if (before.members > 0)
        throw new AppError(
          'CATEGORY_IN_USE',
          `${before.members} members hold this category; give them another one first`,
        );
      await this.repo.delete(tx, auth.clubId, id);
      const was = { naam: before.naam, position: before.position };
      await this.record(tx, auth, { recordId: id, action: 'delete', before: was });
      return { deleted: true };
    });
  }
}
