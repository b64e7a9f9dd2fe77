import type { ClubSettings, ClubSettingsResponse } from '@fairway/contract';
import { EXTRA_FIELD_CLUB_ID } from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import type { Db } from '../../db/db';
import { transaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { BackOfficeService } from '../audit';
import { changedFields, toSettings, toWrites } from './club-settings.mapper';
import type { ClubSettingsRepository } from './club-settings.repository';

/**
 * The club's settings (role administrator): read, and written whole. Only what changed is written
 * and audited; the member app reads the new settings from the next call on, because the write
 * drops the club's cached configuration once it committed.
 */
export class ClubSettingsService extends BackOfficeService<ClubSettingsRepository> {
  protected readonly role = 'administrator';

  async get(auth: Auth): Promise<ClubSettingsResponse> {
    await this.allow(auth);
    return this.answer(this.repo.db, auth.clubId);
  }

  async put(auth: Auth, settings: ClubSettings): Promise<ClubSettingsResponse> {
    await this.allow(auth);
    const answer = await transaction(this.repo.db, async (tx) => {
      const row = await this.repo.read(tx, auth.clubId, true);
      if (!row) throw notFound('club');
      const before = toSettings(row.club, row.config, await this.repo.features(tx, auth.clubId));
      const diff = changedFields(before, settings);
      if (!diff.any) return this.answer(tx, auth.clubId);
      const course = diff.after.website_default_baan;
      if (typeof course === 'number' && !(await this.repo.ownCourse(tx, auth.clubId, course)))
        throw new AppError('VALIDATION', 'website_default_baan: not one of the club’s courses', [
          { field: 'website_default_baan', message: 'not one of the club’s courses' },
        ]);
      const writes = toWrites(diff.after as Partial<ClubSettings>);
      await this.repo.updateClub(tx, auth.clubId, writes.club);
      await this.repo.updateConfig(tx, auth.clubId, writes.config);
      for (const f of writes.features)
        await this.repo.setFeature(tx, auth.clubId, f.name, f.enabled);
      await this.audit.recordBy(tx, auth, {
        entity: 'club_settings',
        recordId: 'club',
        action: 'update',
        before: diff.before,
        after: diff.after,
      });
      return this.answer(tx, auth.clubId);
    });
    // After the commit (the request's, where the call has an Idempotency-Key): a member's call
    // that read the old settings meanwhile cannot keep them cached.
    this.context.forgetClubAfterCommit(auth.clubId);
    return answer;
  }

  private async answer(db: Db, clubId: number): Promise<ClubSettingsResponse> {
    const row = await this.repo.read(db, clubId);
    if (!row) throw notFound('club');
    return {
      settings: toSettings(row.club, row.config, await this.repo.features(db, clubId)),
      fixed: {
        snelnaam: row.club.snelnaam,
        club_id: row.club.club_id,
        timezone: row.club.timezone,
        extra_veld_1: row.club.club_id === EXTRA_FIELD_CLUB_ID,
      },
      courses: await this.repo.courses(db, clubId),
    };
  }
}
