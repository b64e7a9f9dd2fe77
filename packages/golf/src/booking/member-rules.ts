import type { LeadTimes } from './rules';
import type { CourseOpening } from './tee-sheet';

/**
 * The booking rules that apply to one member: the club's settings, each one replaced where a more
 * specific layer (the member's category) sets its own. The server decides with these and sends
 * them to the app with the club's configuration, so both sides judge a booking alike.
 */
export interface BookingRules {
  /** How many days ahead of today the member may book (sheetOpen). */
  booking_days_ahead: number;
  /** The club time ('HH:mm') at which the member's newest day opens. */
  booking_opens_at: string;
  /** Most upcoming tee times the member booked for themselves. */
  booking_max_open: number;
  /** Most guests the member may bring into one booking (0: none). */
  guests_per_booking: number;
  /** Whether the member may book players without a name (the club's unknown player). */
  unnamed_players: boolean;
  /** Lead times before a tee time to edit and cancel (spec §5). */
  lead_times: LeadTimes;
}

/**
 * One layer's own settings; null (or absent) keeps what the layers under it say. The lead times
 * are one edit and one cancel time: a layer sets them for its members, guest accounts included.
 */
export interface BookingRuleOverrides {
  days_ahead?: number | null;
  opens_at?: string | null;
  max_open?: number | null;
  guests_per_booking?: number | null;
  unnamed_players?: boolean | null;
  edit_lead?: string | null;
  cancel_lead?: string | null;
}

/** The override fields, in the order a screen lists them. */
export const BOOKING_RULE_OVERRIDES = [
  'days_ahead',
  'opens_at',
  'max_open',
  'guests_per_booking',
  'unnamed_players',
  'edit_lead',
  'cancel_lead',
] as const satisfies readonly (keyof BookingRuleOverrides)[];

const given = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

/**
 * The member's rules: the club's, then each layer in `layers` from the most general to the most
 * specific, a later layer's set value replacing an earlier one.
 */
export function resolveBookingRules(
  club: BookingRules,
  layers: readonly (BookingRuleOverrides | null | undefined)[],
): BookingRules {
  let rules: BookingRules = { ...club, lead_times: { ...club.lead_times } };
  for (const layer of layers) {
    if (!layer) continue;
    const lead = rules.lead_times;
    rules = {
      booking_days_ahead: given(layer.days_ahead) ? layer.days_ahead : rules.booking_days_ahead,
      booking_opens_at: given(layer.opens_at) ? layer.opens_at : rules.booking_opens_at,
      booking_max_open: given(layer.max_open) ? layer.max_open : rules.booking_max_open,
      guests_per_booking: given(layer.guests_per_booking)
        ? layer.guests_per_booking
        : rules.guests_per_booking,
      unnamed_players: given(layer.unnamed_players) ? layer.unnamed_players : rules.unnamed_players,
      lead_times: {
        member_edit: layer.edit_lead ?? lead.member_edit,
        guest_edit: layer.edit_lead ?? lead.guest_edit,
        member_cancel: layer.cancel_lead ?? lead.member_cancel,
        guest_cancel: layer.cancel_lead ?? lead.guest_cancel,
      },
    };
  }
  return rules;
}

/** A course's own opening (its tee-sheet settings) as a layer between the club and the category. */
export const courseLayer = (course: CourseOpening): BookingRuleOverrides => ({
  days_ahead: course.booking_days_ahead,
  opens_at: course.booking_opens_at,
});

/** Whether a booking with `guests` guests of one member keeps to the member's rules. */
export const guestsWithin = (guests: number, rules: Pick<BookingRules, 'guests_per_booking'>) =>
  guests <= rules.guests_per_booking;

/** The club's own layer, from its settings as club_config keeps them. */
export interface ClubBookingSettings {
  booking_days_ahead: number;
  booking_opens_at: string;
  booking_max_open: number;
  flight_max_deelnemers: number;
  /** '1': members may bring guests (as many as the flight holds). */
  booking_web_gastspeler_bijboeken: string;
  /** '1': extra players must be named, so no unknown players. */
  website_extra_spelers_verplicht_opgeven: string;
  member_edit_lead: string;
  member_cancel_lead: string;
  guest_edit_lead: string;
  guest_cancel_lead: string;
}

/** The club's settings as the bottom layer of every member's rules. */
export const clubBookingRules = (c: ClubBookingSettings): BookingRules => ({
  booking_days_ahead: c.booking_days_ahead,
  booking_opens_at: c.booking_opens_at,
  booking_max_open: c.booking_max_open,
  // Guests fill the flight beside the member who brings them.
  guests_per_booking:
    c.booking_web_gastspeler_bijboeken === '1' ? Math.max(0, c.flight_max_deelnemers - 1) : 0,
  unnamed_players: c.website_extra_spelers_verplicht_opgeven !== '1',
  lead_times: {
    member_edit: c.member_edit_lead,
    member_cancel: c.member_cancel_lead,
    guest_edit: c.guest_edit_lead,
    guest_cancel: c.guest_cancel_lead,
  },
});
