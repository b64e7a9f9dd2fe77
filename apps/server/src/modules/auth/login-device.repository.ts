import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { loginDevices } from '../../db/schema';

export interface LoginDevice {
  relatie_id: number;
  created_at: Date;
}

/** Devices members logged in with, by club and token hash. */
export class LoginDeviceRepository {
  constructor(private readonly db: Db) {}

  async find(clubId: number, tokenHash: string): Promise<LoginDevice | undefined> {
    const [row] = await this.db
      .select({ relatie_id: loginDevices.relatie_id, created_at: loginDevices.created_at })
      .from(loginDevices)
      .where(and(eq(loginDevices.club_id, clubId), eq(loginDevices.token_hash, tokenHash)));
    return row;
  }

  /**
   * Records a device's login under a new token. A device the member used before (`previous`, the
   * hash of its old token) keeps its first login's date and loses its old token, so a copied
   * cookie stops working at the member's next login.
   */
  async renew(row: {
    clubId: number;
    relatieId: number;
    previous: string | null;
    tokenHash: string;
    now: Date;
  }): Promise<void> {
    const [old] = row.previous
      ? await this.db
          .delete(loginDevices)
          .where(
            and(
              eq(loginDevices.club_id, row.clubId),
              eq(loginDevices.token_hash, row.previous),
              eq(loginDevices.relatie_id, row.relatieId),
            ),
          )
          .returning({ created_at: loginDevices.created_at })
      : [];
    await this.db.insert(loginDevices).values({
      club_id: row.clubId,
      token_hash: row.tokenHash,
      relatie_id: row.relatieId,
      created_at: old?.created_at ?? row.now,
      last_used_at: row.now,
    });
  }

  /** Forgets the devices not used for a login since `idleBefore` (a periodic clean-up). */
  async prune(idleBefore: Date): Promise<void> {
    await this.db.delete(loginDevices).where(lt(loginDevices.last_used_at, idleBefore));
  }
}
