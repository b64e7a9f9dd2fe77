import type { Db } from '../../db/db';
import type { NewsRow } from './news.repository';

/**
 * What the editor's changes start elsewhere (the notification to the post's audience, in
 * modules/notifications), called in the transaction that makes the change.
 */
export interface NewsEvents {
  /** The post is published, now or from its `datum`. */
  published(tx: Db, post: NewsRow): Promise<void>;
  /** The post was taken back or deleted. */
  withdrawn(tx: Db, clubId: number, postId: number): Promise<void>;
}
