import { and, asc, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import {
  cancellationReasons,
  clubConfig,
  clubs,
  features,
  guestFieldConfig,
} from '../../db/schema';
import { PromiseCache } from '../../lib/promise-cache';

export type ClubRow = typeof clubs.$inferSelect;
export type ClubConfigRow = typeof clubConfig.$inferSelect;
export interface BookingLists {
  guestFields: { veld: string; tonen: 'on' | 'off'; verplicht: '0' | '1' }[];
  reasons: { id: number; naam: string }[];
}

/**
 * Club configuration changes rarely and is read by nearly every call: answers are kept this long
 * per process. The administrator's settings screen drops them in its own process when it writes
 * (`forget`); other server processes, where there are several, show the change within this time.
 */
const CONFIG_CACHE_MS = 5_000;

/** Clubs, their configuration and feature flags. */
export class ClubRepository {
  private readonly cache = new PromiseCache({ ttlMs: CONFIG_CACHE_MS, max: 1_000 });

  // Read on nearly every screen: prepared once, so neither Drizzle nor PostgreSQL re-plans it.
  private readonly configQuery;
  private readonly featuresQuery;

  constructor(private readonly db: Db) {
    this.configQuery = db
      .select({ club: clubs, config: clubConfig })
      .from(clubs)
      .innerJoin(clubConfig, eq(clubConfig.club_id, clubs.id))
      .where(eq(clubs.id, sql.placeholder('clubId')))
      .prepare('club_config_by_id');
    this.featuresQuery = db
      .select({ name: features.name, enabled: features.enabled })
      .from(features)
      .where(eq(features.club_id, sql.placeholder('clubId')))
      .prepare('club_features');
  }

  /** Clubs a member can log in to: the federation's environment first, then by name. */
  listOnPlatform(): Promise<ClubRow[]> {
    return this.db
      .select()
      .from(clubs)
      .where(and(eq(clubs.on_platform, true), isNull(clubs.disabled_at)))
      .orderBy(desc(sql`${clubs.environment} = 'federation'`), asc(clubs.naam));
  }

  /** Clubs that are not on the platform, for foreign cards; `term` matches the name. */
  listForeign(term: string | undefined, limit: number, offset: number): Promise<ClubRow[]> {
    const where = term
      ? and(eq(clubs.on_platform, false), ilike(clubs.naam, `%${escapeLike(term)}%`))
      : eq(clubs.on_platform, false);
    return this.db
      .select()
      .from(clubs)
      .where(where)
      .orderBy(asc(clubs.naam), asc(clubs.id))
      .limit(limit)
      .offset(offset);
  }

  findOnPlatform(id: number): Promise<ClubRow | undefined> {
    return this.cache.get(`club:${id}`, () => this.findActive(id));
  }

  /**
   * The club, when members can log in there, read now rather than from the cache: a login to a
   * club its operator just disabled is refused at once (its sessions ended with it).
   */
  async findActive(id: number): Promise<ClubRow | undefined> {
    const [row] = await this.db
      .select()
      .from(clubs)
      .where(and(eq(clubs.id, id), eq(clubs.on_platform, true), isNull(clubs.disabled_at)));
    return row;
  }

  config(clubId: number): Promise<{ club: ClubRow; config: ClubConfigRow } | undefined> {
    return this.cache.get(
      `config:${clubId}`,
      async () => (await this.configQuery.execute({ clubId }))[0],
    );
  }

  /** The club's guest-field list and cancellation reasons (config lists of spec §5–§6). */
  bookingLists(clubId: number): Promise<BookingLists> {
    return this.cache.get(`booking-lists:${clubId}`, async () => ({
      guestFields: await this.db
        .select({
          veld: guestFieldConfig.veld,
          tonen: guestFieldConfig.tonen,
          verplicht: guestFieldConfig.verplicht,
        })
        .from(guestFieldConfig)
        .where(eq(guestFieldConfig.club_id, clubId))
        .orderBy(asc(guestFieldConfig.position), asc(guestFieldConfig.veld)),
      reasons: await this.db
        .select({ id: cancellationReasons.id, naam: cancellationReasons.naam })
        .from(cancellationReasons)
        .where(
          and(eq(cancellationReasons.club_id, clubId), isNull(cancellationReasons.archived_at)),
        )
        .orderBy(asc(cancellationReasons.position), asc(cancellationReasons.id)),
    }));
  }

  features(clubId: number): Promise<{ name: string; enabled: boolean }[]> {
    return this.cache.get(`features:${clubId}`, () => this.featuresQuery.execute({ clubId }));
  }

  /**
   * Drops what is kept of the club's row, configuration, feature flags and booking lists, so the
   * next call reads them anew: called once a change to them has committed.
   */
  forget(clubId: number): void {
    for (const key of ['club', 'config', 'features', 'booking-lists']) {
      this.cache.delete(`${key}:${clubId}`);
    }
  }
}

/** Escapes LIKE wildcards so a search term matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
