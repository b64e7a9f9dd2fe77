import type { CategoryBookingRules, MemberBookingRules } from '@fairway/contract';

/** A category's rules as the form's fields hold them: text, '' for the club's setting. */
export type RulesDraft = Record<keyof CategoryBookingRules, string>;

export const toDraft = (r: CategoryBookingRules): RulesDraft => ({
  days_ahead: r.days_ahead === null ? '' : String(r.days_ahead),
  opens_at: r.opens_at ?? '',
  max_open: r.max_open === null ? '' : String(r.max_open),
  guests_per_booking: r.guests_per_booking === null ? '' : String(r.guests_per_booking),
  unnamed_players: r.unnamed_players === null ? '' : r.unnamed_players ? 'yes' : 'no',
  edit_lead: r.edit_lead ?? '',
  cancel_lead: r.cancel_lead ?? '',
});

const num = (v: string) => (v.trim() === '' ? null : Number(v));
const text = (v: string) => (v.trim() === '' ? null : v.trim());

/** The draft as the call takes it; the server checks each value and names a wrong one. */
export const fromDraft = (d: RulesDraft): CategoryBookingRules => ({
  days_ahead: num(d.days_ahead),
  opens_at: text(d.opens_at),
  max_open: num(d.max_open),
  guests_per_booking: num(d.guests_per_booking),
  unnamed_players: d.unnamed_players === '' ? null : d.unnamed_players === 'yes',
  edit_lead: text(d.edit_lead),
  cancel_lead: text(d.cancel_lead),
});

/** The club's setting each field falls back to, as the placeholder shows it. */
export const clubValue = (club: MemberBookingRules, field: keyof CategoryBookingRules): string => {
  switch (field) {
    case 'days_ahead':
      return String(club.booking_days_ahead);
    case 'opens_at':
      return club.booking_opens_at;
    case 'max_open':
      return String(club.booking_max_open);
    case 'guests_per_booking':
      return String(club.guests_per_booking);
    case 'unnamed_players':
      return club.unnamed_players ? 'yes' : 'no';
    case 'edit_lead':
      return club.lead_times.member_edit;
    case 'cancel_lead':
      return club.lead_times.member_cancel;
  }
};
