import type { Club, ConfigResponse, FeaturesResponse } from '@fairway/contract';
import { FEATURE_NAMES } from '@fairway/contract';
import type { BookingRules, ClubBookingSettings } from '@fairway/golf';
import { notFound } from '../../errors';
import { toClub, toConfig } from './club.mapper';
import type { ClubRepository } from './club.repository';

/** A member's booking rules (the booking-rules module's MemberBookingRules). */
interface MemberRulesReader {
  of(clubId: number, relatieId: number, club: ClubBookingSettings): Promise<BookingRules>;
}

/** Club lists, the session club's configuration and its feature flags. */
export class ClubService {
  constructor(
    private readonly clubs: ClubRepository,
    private readonly memberRules: MemberRulesReader,
  ) {}

  async list(): Promise<Club[]> {
    return (await this.clubs.listOnPlatform()).map(toClub);
  }

  async foreign(term: string | undefined, limit: number, offset: number) {
    const rows = await this.clubs.listForeign(term?.trim() || undefined, limit, offset);
    return rows.map((c) => ({
      id: c.id,
      naam: c.naam,
      plaats: c.plaats,
      country_id: c.country_id,
    }));
  }

  /** The club's configuration, with the caller's own booking rules. */
  async config(clubId: number, relatieId: number): Promise<ConfigResponse> {
    const row = await this.clubs.config(clubId);
    if (!row) throw notFound('club');
    const [lists, rules] = await Promise.all([
      this.clubs.bookingLists(clubId),
      this.memberRules.of(clubId, relatieId, row.config),
    ]);
    return toConfig(row.club, row.config, lists, rules);
  }

  /**
   * Every known feature with its state; booking and digital marking follow the club flags so the
   * two can never disagree.
   */
  async features(clubId: number): Promise<FeaturesResponse> {
    const row = await this.clubs.config(clubId);
    if (!row) throw notFound('club');
    const stored = new Map((await this.clubs.features(clubId)).map((f) => [f.name, f.enabled]));
    const result: FeaturesResponse = {};
    for (const name of FEATURE_NAMES) result[name] = stored.get(name) ?? false;
    result.bookingEnabled = row.config.booking_mob_enabled;
    result.digimarkerEnabled = row.config.digimarker_verplicht;
    return result;
  }
}
