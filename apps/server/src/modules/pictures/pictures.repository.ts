import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { memberships } from '../../db/schema';

/** The four foto fields of spec §3, as stored on the player. */
export interface FotoUrls {
  foto_mob_sm_url: string | null;
  foto_mob_url: string | null;
  foto_mob_lg_url: string | null;
  foto_lg_url: string | null;
}

const firstRow = (result: unknown): Record<string, unknown> | undefined =>
  (result as { rows: Record<string, unknown>[] }).rows[0];

/** The player behind a membership, and the player's picture fields. */
export class PicturesRepository {
  constructor(private readonly db: Db) {}

  /** The player of a membership of this club, or undefined. */
  async playerOf(clubId: number, relatieId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ player_id: memberships.player_id })
      .from(memberships)
      .where(and(eq(memberships.club_id, clubId), eq(memberships.id, relatieId)));
    return row?.player_id;
  }

  /** Whether the player is a member (or guest) of this club. */
  async inClub(clubId: number, playerId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.club_id, clubId), eq(memberships.player_id, playerId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Sets the player's four picture URLs and answers the ones they replace, in one statement that
   * locks the row: two uploads at once each learn exactly the files the other one replaced.
   */
  async replace(playerId: number, urls: FotoUrls): Promise<FotoUrls> {
    const row = firstRow(
      await this.db.execute(sql`
        update players p
           set foto_mob_sm_url = ${urls.foto_mob_sm_url}, foto_mob_url = ${urls.foto_mob_url},
               foto_mob_lg_url = ${urls.foto_mob_lg_url}, foto_lg_url = ${urls.foto_lg_url}
          from (select id, foto_mob_sm_url, foto_mob_url, foto_mob_lg_url, foto_lg_url
                  from players where id = ${playerId} for update) old
         where p.id = old.id
     returning old.foto_mob_sm_url, old.foto_mob_url, old.foto_mob_lg_url, old.foto_lg_url`),
    );
    if (!row) throw new Error(`no player ${playerId}`);
    return row as unknown as FotoUrls;
  }
}
