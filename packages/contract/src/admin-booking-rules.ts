import { z } from 'zod';
import { ClockTime, LeadTime, whole } from './admin-club';
import { MemberBookingRules } from './club';

/**
 * Booking rules per member category (the tee-sheet manager's GET /api/admin/booking-rules and
 * PUT /api/admin/booking-rules/{category id}). Each field null keeps the club's setting.
 */
export const CategoryBookingRules = z
  .object({
    /** Days ahead of today the category's members may book. */
    days_ahead: whole(0, 365).nullable(),
    /** The club time its newest day opens. */
    opens_at: ClockTime.nullable(),
    /** Most upcoming tee times a member books for themselves. */
    max_open: whole(1, 50).nullable(),
    /** Most guests a member brings into one booking (a flight holds at most four). */
    guests_per_booking: whole(0, 3).nullable(),
    /** Whether its members may book players without a name. */
    unnamed_players: z.boolean({ error: 'must be on or off' }).nullable(),
    /** Lead times before the tee time to change and to cancel a booking. */
    edit_lead: LeadTime.nullable(),
    cancel_lead: LeadTime.nullable(),
  })
  .strict();
export type CategoryBookingRules = z.infer<typeof CategoryBookingRules>;
export type CategoryBookingRulesField = keyof CategoryBookingRules;

/** A category without rules of its own: every rule is the club's setting (null). */
export const NO_OWN_BOOKING_RULES: Readonly<CategoryBookingRules> = {
  days_ahead: null,
  opens_at: null,
  max_open: null,
  guests_per_booking: null,
  unnamed_players: null,
  edit_lead: null,
  cancel_lead: null,
};

/** One category with its own rules. */
export const AdminCategoryBookingRules = z.object({
  id: z.number().int(),
  naam: z.string(),
  /** How many members hold the category. */
  members: z.number().int(),
  rules: CategoryBookingRules,
});
export type AdminCategoryBookingRules = z.infer<typeof AdminCategoryBookingRules>;

/** GET /api/admin/booking-rules: the club's settings (what null means) and every category. */
export const AdminBookingRulesResponse = z.object({
  club: MemberBookingRules,
  categories: z.array(AdminCategoryBookingRules),
});
export type AdminBookingRulesResponse = z.infer<typeof AdminBookingRulesResponse>;
