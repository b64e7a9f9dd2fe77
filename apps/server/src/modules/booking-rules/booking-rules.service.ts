import type {
  AdminBookingRulesResponse,
  AdminCategoryBookingRules,
  CategoryBookingRules,
} from '@fairway/contract';
import { BOOKING_RULE_OVERRIDES, clubBookingRules } from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import { afterCommit, transaction } from '../../db/transaction';
import { notFound } from '../../errors';
import { BackOfficeService } from '../audit';
import type { BookingRulesRepository } from './booking-rules.repository';

/**
 * Booking rules per member category (role tee_sheet_manager). A change holds for what is booked
 * from then on: bookings made under the old rules stay (a lower limit refuses the next booking,
 * a shorter horizon the next day beyond it), and the new lead times apply to the next change.
 */
export class BookingRulesService extends BackOfficeService<BookingRulesRepository> {
  protected readonly role = 'tee_sheet_manager';

  async list(auth: Auth): Promise<AdminBookingRulesResponse> {
    await this.allow(auth);
    const { config } = await this.context.club(auth.clubId);
    return {
      club: clubBookingRules(config),
      categories: await this.repo.list(this.repo.db, auth.clubId),
    };
  }

  async put(
    auth: Auth,
    categoryId: number,
    rules: CategoryBookingRules,
  ): Promise<AdminCategoryBookingRules> {
    await this.allow(auth);
    const answer = await transaction(this.repo.db, async (tx) => {
      // The category's row lock: two managers saving at once are audited one after the other.
      const before = await this.repo.find(tx, auth.clubId, categoryId, true);
      if (!before) throw notFound('member category');
      const changed = BOOKING_RULE_OVERRIDES.filter((f) => before.rules[f] !== rules[f]);
      if (changed.length === 0) return before;
      await this.repo.save(tx, auth.clubId, categoryId, rules);
      await this.audit.recordBy(tx, auth, {
        entity: 'category_booking_rules',
        recordId: categoryId,
        action: 'update',
        before: Object.fromEntries(changed.map((f) => [f, before.rules[f]])),
        after: Object.fromEntries(changed.map((f) => [f, rules[f]])),
      });
      return { ...before, rules };
    });
    afterCommit(() => this.repo.forget(auth.clubId));
    return answer;
  }
}
