import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { transaction } from '../../db/transaction';
import { pushSubscriptions, vapidKeys } from '../../db/schema';

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/** A device's subscription as the push channel sends to it. */
export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Devices a member keeps at most: a new one pushes the longest-unrenewed out. */
export const MAX_DEVICES = 10;

/** The installation's VAPID keys and members' push subscriptions. */
/** The member's devices at the club. */
const devicesOf = (clubId: number, relatieId: number) =>
  and(eq(pushSubscriptions.club_id, clubId), eq(pushSubscriptions.relatie_id, relatieId));

export class PushRepository {
  constructor(private readonly db: Db) {}

  /**
   * The key pair, made with `make` when there is none yet. Two processes starting at once may
   * both make one: the first stored wins and both answer it.
   */
  async vapidKeys(make: () => VapidKeyPair): Promise<VapidKeyPair> {
    const stored = await this.readKeys();
    if (stored) return stored;
    const made = make();
    await this.db
      .insert(vapidKeys)
      .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey })
      .onConflictDoNothing();
    const kept = await this.readKeys();
    if (!kept) throw new Error('VAPID keys were not stored');
    return kept;
  }

  private async readKeys(): Promise<VapidKeyPair | undefined> {
    const [row] = await this.db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
    return row && { publicKey: row.public_key, privateKey: row.private_key };
  }

  /**
   * Keeps the device for the member. The endpoint is the device's: whoever subscribes on it last
   * (a shared phone, another club's account) takes it over, so it never notifies two people.
   */
  subscribe(
    clubId: number,
    relatieId: number,
    s: { endpoint: string; p256dh: string; auth: string },
    now: Date,
  ) {
    return transaction(this.db, async (tx) => {
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, s.endpoint));
      await tx.insert(pushSubscriptions).values({
        club_id: clubId,
        relatie_id: relatieId,
        ...s,
        created_at: now,
        updated_at: now,
      });
      const mine = devicesOf(clubId, relatieId);
      const newest = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(mine)
        .orderBy(desc(pushSubscriptions.updated_at), desc(pushSubscriptions.id))
        .limit(MAX_DEVICES);
      await tx.delete(pushSubscriptions).where(and(mine, notInArray(pushSubscriptions.id, newest)));
    });
  }

  /** Forgets the member's device; answers whether it was theirs. */
  async unsubscribe(clubId: number, relatieId: number, endpoint: string): Promise<boolean> {
    const gone = await this.db
      .delete(pushSubscriptions)
      .where(and(devicesOf(clubId, relatieId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return gone.length > 0;
  }

  forMember(clubId: number, relatieId: number): Promise<StoredSubscription[]> {
    return this.db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(devicesOf(clubId, relatieId));
  }

  /** Removes subscriptions the push service said are gone. */
  async remove(clubId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.club_id, clubId), inArray(pushSubscriptions.id, ids)));
  }
}
