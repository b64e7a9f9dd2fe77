import {
  FAQ_TRANSLATIONS,
  type AdminFaqInput,
  type AdminFaqItem,
  type AdminFaqList,
  type FaqText,
  type FaqTranslation,
} from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { Db } from '../../db/db';
import { transaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import type { AuditRepository, CallerWrite } from '../audit';
import type { FaqAdminRepository, FaqRow } from './faq-admin.repository';

/** The FAQ is the club's content: the news editor writes it (an administrator may too). */
export const FAQ_ROLE = 'news_editor' as const;

type Language = 'nl_NL' | FaqTranslation;

const toItem = (row: FaqRow, position: number): AdminFaqItem => ({
  id: row.id,
  position,
  nl_NL: row.nl_NL,
  en_US: row.translations.en_US ?? null,
  et_EE: row.translations.et_EE ?? null,
});

const valuesOf = (item: AdminFaqItem): AdminFaqInput => ({
  nl_NL: item.nl_NL,
  en_US: item.en_US,
  et_EE: item.et_EE,
});

const sameText = (a: FaqText | null, b: FaqText | null) =>
  a?.vraag === b?.vraag && a?.antwoord === b?.antwoord;

/**
 * The club's FAQ in the back office: entries added at the end, changed in every language at
 * once, deleted and moved in the order members read them. Every write leaves an audit row with
 * the entry's texts (or its place, for a move) before and after.
 */
export class FaqAdminService {
  constructor(
    private readonly repo: FaqAdminRepository,
    private readonly audit: AuditRepository,
    private readonly context: ClubContext,
  ) {}

  async list(auth: Auth): Promise<AdminFaqList> {
    await this.context.requireRole(auth, FAQ_ROLE);
    return this.answer(this.repo.db, auth.clubId);
  }

  private async answer(db: Db, clubId: number): Promise<AdminFaqList> {
    return { items: (await this.repo.list(db, clubId)).map(toItem) };
  }

  /** The entry as the list shows it; 404 when the club has no such entry. */
  private async item(db: Db, clubId: number, id: number): Promise<AdminFaqItem> {
    const item = (await this.answer(db, clubId)).items.find((i) => i.id === id);
    if (!item) throw notFound('FAQ entry');
    return item;
  }

  /** The audit row of a change to entry `recordId`. */
  private record(tx: Db, auth: Auth, change: Omit<CallerWrite, 'entity'>) {
    return this.audit.recordBy(tx, auth, { entity: 'faq_entry', ...change });
  }

  /** Writes the entry's texts in `languages` as `values` has them (null: no translation). */
  private async write(
    tx: Db,
    clubId: number,
    id: number,
    languages: readonly Language[],
    values: AdminFaqInput,
  ) {
    for (const taal of languages)
      if (taal === 'nl_NL') await this.repo.update(tx, clubId, id, values.nl_NL);
      else await this.repo.setTranslation(tx, clubId, id, taal, values[taal]);
  }

  /** A new entry, after the club's last one. */
  async create(auth: Auth, input: AdminFaqInput): Promise<AdminFaqItem> {
    await this.context.requireRole(auth, FAQ_ROLE);
    return transaction(this.repo.db, async (tx) => {
      const id = await this.repo.insert(tx, auth.clubId, input.nl_NL);
      const given = FAQ_TRANSLATIONS.filter((taal) => input[taal] !== null);
      await this.write(tx, auth.clubId, id, given, input);
      await this.record(tx, auth, { recordId: id, action: 'create', after: input });
      return this.item(tx, auth.clubId, id);
    });
  }

  /** The entry's texts in every language; a language sent empty loses its translation. */
  async update(auth: Auth, id: number, input: AdminFaqInput): Promise<AdminFaqItem> {
    await this.context.requireRole(auth, FAQ_ROLE);
    return transaction(this.repo.db, async (tx) => {
      await this.repo.lockAll(tx, auth.clubId);
      const before = valuesOf(await this.item(tx, auth.clubId, id));
      const changed = (['nl_NL', ...FAQ_TRANSLATIONS] as const).filter(
        (taal) => !sameText(before[taal], input[taal]),
      );
      if (changed.length === 0) return this.item(tx, auth.clubId, id);
      await this.write(tx, auth.clubId, id, changed, input);
      // Only the languages that changed, so the audit trail shows what the editor changed.
      const only = (v: AdminFaqInput) => Object.fromEntries(changed.map((taal) => [taal, v[taal]]));
      await this.record(tx, auth, {
        recordId: id,
        action: 'update',
        before: only(before),
        after: only(input),
      });
      return this.item(tx, auth.clubId, id);
    });
  }

  async delete(auth: Auth, id: number): Promise<{ deleted: true }> {
    await this.context.requireRole(auth, FAQ_ROLE);
    return transaction(this.repo.db, async (tx) => {
      await this.repo.lockAll(tx, auth.clubId);
      const before = await this.item(tx, auth.clubId, id);
      await this.repo.delete(tx, auth.clubId, id);
      const was = { position: before.position, ...valuesOf(before) };
      await this.record(tx, auth, { recordId: id, action: 'delete', before: was });
      return { deleted: true };
    });
  }

  /**
   * Moves the entry to `position` (0: the top) and numbers the club's entries anew; a place past
   * the last entry is refused. Answers the whole list in its new order.
   */
  async move(auth: Auth, id: number, position: number): Promise<AdminFaqList> {
    await this.context.requireRole(auth, FAQ_ROLE);
    return transaction(this.repo.db, async (tx) => {
      await this.repo.lockAll(tx, auth.clubId);
      const { items } = await this.answer(tx, auth.clubId);
      const from = items.findIndex((i) => i.id === id);
      if (from < 0) throw notFound('FAQ entry');
      if (position >= items.length)
        throw new AppError('VALIDATION', 'position: past the last entry', [
          { field: 'position', message: `the last place is ${items.length - 1}` },
        ]);
      if (position === from) return { items };
      const ids = items.map((i) => i.id);
      ids.splice(from, 1);
      ids.splice(position, 0, id);
      await this.repo.renumber(tx, auth.clubId, ids);
      await this.record(tx, auth, {
        recordId: id,
        action: 'update',
        before: { position: from },
        after: { position },
      });
      return this.answer(tx, auth.clubId);
    });
  }
}
