import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { pageViews } from '../../db/schema';

export class SystemRepository {
  constructor(private readonly db: Db) {}

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }

  async insertPageView(row: { club_id: number; relatie_id: number; path: string; title: string }) {
    await this.db.insert(pageViews).values(row);
  }
}
