import type { Auth } from '../../club-context/caller';
import type { SystemRepository } from './system.repository';

/** Health and page views. */
export class SystemService {
  constructor(private readonly system: SystemRepository) {}

  /** GET /api/health: answers only once the database has. */
  async health() {
    await this.system.ping();
    return { status: 'ok' as const, database: 'ok' as const };
  }

  /** POST /api/pageviews: a screen the member opened, for the club's statistics. */
  async recordPageView(auth: Auth, view: { path: string; title: string }): Promise<void> {
    await this.system.insertPageView({
      club_id: auth.clubId,
      relatie_id: auth.relatieId,
      ...view,
    });
  }
}
