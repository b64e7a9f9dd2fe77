import type { Db } from '../../db/connect';
import type { MatchRow } from '../../db/schema';

/**
 * What a match's changes start elsewhere (the notifications of modules/notifications). Each but
 * `viewed` is called in the transaction that makes the change (`tx`), so what it plans exists
 * exactly when the change was committed.
 */
export interface MatchEvents {
  /** A member opened the match's page (no transaction: a read's side note). */
  viewed(clubId: number, matchId: number, relatieId: number): Promise<void>;
  /** The match was made, or its sign-up window changed (edit, close, open again). */
  scheduleChanged(tx: Db, match: MatchRow): Promise<void>;
  /**
   * A sign-out or a smaller sign-up may have moved reserve-list teams into the field: `before`
   * are the teams on the reserve list before it, the ones now in the field moved up.
   */
  reservesMoved(tx: Db, clubId: number, matchId: number, before: number[]): Promise<void>;
  /** The start list was published (true) or withdrawn (false). */
  startList(tx: Db, clubId: number, matchId: number, published: boolean): Promise<void>;
  /** The results were published (true) or withdrawn (false). */
  results(tx: Db, clubId: number, matchId: number, published: boolean): Promise<void>;
}

/** Until the app sets them (useEvents): nothing happens. */
export const NO_MATCH_EVENTS: MatchEvents = {
  viewed: async () => {},
  scheduleChanged: async () => {},
  reservesMoved: async () => {},
  startList: async () => {},
  results: async () => {},
};
