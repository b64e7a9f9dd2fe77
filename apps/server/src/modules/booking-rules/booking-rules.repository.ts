import { sameClubRow } from '../../db/same-club';
import { NO_OWN_BOOKING_RULES, type CategoryBookingRules } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { categoryColumns, categoryOrder } from '../../db/member-categories';
import { categoryBookingRules, memberCategories, memberships } from '../../db/schema';
import { PromiseCache } from '../../lib/promise-cache';

/**
 * The rules and the members' categories change rarely and are read by every booking call (the
 * opening rush's too): kept this long per process. The back office drops a club's rules in its
 * own process when it writes; a member's new category shows within this time.
 */
const RULES_CACHE_MS = 5_000;

type RulesRow = typeof categoryBookingRules.$inferSelect;

const toRules = (r: RulesRow | null | undefined): CategoryBookingRules =>
  r
    ? {
        days_ahead: r.days_ahead,
        opens_at: r.opens_at,
        max_open: r.max_open,
        guests_per_booking: r.guests_per_booking,
        unnamed_players: r.unnamed_players,
        edit_lead: r.edit_lead,
        cancel_lead: r.cancel_lead,
      }
    : { ...NO_OWN_BOOKING_RULES };

/** The club's member categories with their own booking rules (null: the club's setting). */
export class BookingRulesRepository {
  private readonly cache = new PromiseCache({ ttlMs: RULES_CACHE_MS, max: 20_000 });

  constructor(readonly db: Db) {}

  private select(db: Db) {
    return db
      .select({ ...categoryColumns, rules: categoryBookingRules })
      .from(memberCategories)
      .leftJoin(
        categoryBookingRules,
        sameClubRow(memberCategories, categoryBookingRules, categoryBookingRules.category_id),
      );
  }

  async list(db: Db, clubId: number) {
    const rows = await this.select(db)
      .where(eq(memberCategories.club_id, clubId))
      .orderBy(...categoryOrder);
    return rows.map((r) => ({ ...r, rules: toRules(r.rules) }));
  }

  /** A category of the club and its rules; with `lock`, its row is held until the commit. */
  async find(db: Db, clubId: number, id: number, lock = false) {
    const q = this.select(db).where(
      and(eq(memberCategories.club_id, clubId), eq(memberCategories.id, id)),
    );
    const [row] = await (lock ? q.for('update', { of: memberCategories }) : q);
    return row && { ...row, rules: toRules(row.rules) };
  }

  async save(db: Db, clubId: number, categoryId: number, rules: CategoryBookingRules) {
    await db
      .insert(categoryBookingRules)
      .values({ club_id: clubId, category_id: categoryId, ...rules })
      .onConflictDoUpdate({
        target: [categoryBookingRules.club_id, categoryBookingRules.category_id],
        set: rules,
      });
  }

  /** The club's category rules by category id (kept; see RULES_CACHE_MS). */
  private clubRules(clubId: number): Promise<Map<number, CategoryBookingRules>> {
    return this.cache.get(`rules:${clubId}`, async () => {
      const rows = await this.db
        .select()
        .from(categoryBookingRules)
        .where(eq(categoryBookingRules.club_id, clubId));
      return new Map(rows.map((r) => [r.category_id, toRules(r)]));
    });
  }

  private categoryOf(clubId: number, relatieId: number): Promise<number | null> {
    return this.cache.get(`member:${clubId}:${relatieId}`, async () => {
      const [row] = await this.db
        .select({ category: memberships.category_id })
        .from(memberships)
        .where(and(eq(memberships.club_id, clubId), eq(memberships.id, relatieId)));
      return row?.category ?? null;
    });
  }

  /** The member's category's own rules; null without a category or rules of its own. */
  async ofMember(clubId: number, relatieId: number): Promise<CategoryBookingRules | null> {
    const [category, rules] = await Promise.all([
      this.categoryOf(clubId, relatieId),
      this.clubRules(clubId),
    ]);
    return category === null ? null : (rules.get(category) ?? null);
  }

  /** Drops the club's kept rules, once a change to them has committed. */
  forget(clubId: number): void {
    this.cache.delete(`rules:${clubId}`);
  }
}
