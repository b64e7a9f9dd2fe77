import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { transaction } from '../../db/transaction';
import { memberships, passwordLinks, sessions } from '../../db/schema';

/** One-time password links (db/schema/system.ts passwordLinks). */
export class PasswordLinkRepository {
  constructor(private readonly db: Db) {}

  async insert(row: {
    token_hash: string;
    club_id: number;
    relatie_id: number;
    expires_at: Date;
    created_at: Date;
  }): Promise<void> {
    await this.db.insert(passwordLinks).values(row);
  }

  /**
   * Uses the link once, in one conditional update: of two uses at the same moment only one finds
   * it unused. Sets the member's password and ends their sessions (a password set by a link is a
   * new start). Answers the member's club and username, or undefined for an unknown, used or
   * expired link.
   */
  use(tokenHash: string, passwordHash: string, now: Date) {
    return transaction(this.db, async (tx) => {
      const [link] = await tx
        .update(passwordLinks)
        .set({ used_at: now })
        .where(
          and(
            eq(passwordLinks.token_hash, tokenHash),
            isNull(passwordLinks.used_at),
            gt(passwordLinks.expires_at, now),
          ),
        )
        .returning({ club_id: passwordLinks.club_id, relatie_id: passwordLinks.relatie_id });
      if (!link) return undefined;
      const [member] = await tx
        .update(memberships)
        .set({ password_hash: passwordHash })
        .where(and(eq(memberships.club_id, link.club_id), eq(memberships.id, link.relatie_id)))
        .returning({ username: memberships.username });
      await tx
        .delete(sessions)
        .where(and(eq(sessions.club_id, link.club_id), eq(sessions.relatie_id, link.relatie_id)));
      return { club: link.club_id, username: member?.username ?? '' };
    });
  }
}
