import {
  clubBookingRules,
  courseLayer,
  resolveBookingRules,
  type BookingRuleOverrides,
  type BookingRules,
  type ClubBookingSettings,
  type CourseOpening,
} from '@fairway/golf';
import type { BookingRulesRepository } from './booking-rules.repository';

/**
 * A member's booking rules: the club's settings, the course's own opening over them (where the
 * rules are for one course), and the member's category's own rules over both
 * (resolveBookingRules, the one place the layers meet).
 */
export const memberRulesOn = (
  club: ClubBookingSettings,
  category: BookingRuleOverrides | null,
  course?: CourseOpening,
): BookingRules =>
  resolveBookingRules(clubBookingRules(club), [course ? courseLayer(course) : null, category]);

/** The booking rules of one member, for every booking call and the app's configuration. */
export class MemberBookingRules {
  constructor(private readonly repo: BookingRulesRepository) {}

  /** The member's category's own rules (null: no category, or one without rules). */
  category(clubId: number, relatieId: number): Promise<BookingRuleOverrides | null> {
    return this.repo.ofMember(clubId, relatieId);
  }

  async of(
    clubId: number,
    relatieId: number,
    club: ClubBookingSettings,
    course?: CourseOpening,
  ): Promise<BookingRules> {
    return memberRulesOn(club, await this.category(clubId, relatieId), course);
  }
}
