import { describe, expect, it } from 'vitest';
import { clubBookingRules, courseLayer, resolveBookingRules } from './member-rules';
import { sheetOpen } from './tee-sheet';

const club = clubBookingRules({
  booking_days_ahead: 7,
  booking_opens_at: '07:00',
  booking_max_open: 4,
  flight_max_deelnemers: 4,
  booking_web_gastspeler_bijboeken: '1',
  website_extra_spelers_verplicht_opgeven: '0',
  member_edit_lead: '01:00',
  member_cancel_lead: '02:00',
  guest_edit_lead: '24:00',
  guest_cancel_lead: '24:00',
});

describe('resolveBookingRules', () => {
  it('keeps the club setting where no layer sets one', () => {
    expect(resolveBookingRules(club, [null, { days_ahead: null }])).toEqual(club);
    expect(club.guests_per_booking).toBe(3);
    expect(club.unnamed_players).toBe(true);
  });

  it("takes a category's own values, zero and false included", () => {
    const junior = resolveBookingRules(club, [
      { days_ahead: 0, max_open: 1, guests_per_booking: 0, unnamed_players: false },
    ]);
    expect(junior).toMatchObject({
      booking_days_ahead: 0,
      booking_opens_at: '07:00',
      booking_max_open: 1,
      guests_per_booking: 0,
      unnamed_players: false,
    });
  });

  it('gives a layer one edit and one cancel lead time, for guest accounts too', () => {
    const r = resolveBookingRules(club, [{ cancel_lead: '48:00' }]);
    expect(r.lead_times).toEqual({
      member_edit: '01:00',
      guest_edit: '24:00',
      member_cancel: '48:00',
      guest_cancel: '48:00',
    });
  });

  it('lets a later (more specific) layer win', () => {
    const r = resolveBookingRules(club, [{ days_ahead: 3 }, { days_ahead: 5, opens_at: '08:00' }]);
    expect(r.booking_days_ahead).toBe(5);
    expect(r.booking_opens_at).toBe('08:00');
  });

  it("puts a course's own opening between the club's and the category's", () => {
    const course = courseLayer({ booking_days_ahead: 14, booking_opens_at: null });
    expect(resolveBookingRules(club, [course, null])).toMatchObject({
      booking_days_ahead: 14,
      booking_opens_at: '07:00',
    });
    const junior = resolveBookingRules(club, [course, { days_ahead: 3 }]);
    expect(junior.booking_days_ahead).toBe(3);
    const open = courseLayer({ booking_days_ahead: null, booking_opens_at: null });
    expect(resolveBookingRules(club, [open, null])).toEqual(club);
  });

  it('feeds sheetOpen: three days ahead closes day five', () => {
    const now = { date: '2026-06-02', time: '09:00' };
    const junior = resolveBookingRules(club, [{ days_ahead: 3 }]);
    expect(sheetOpen(junior, now, '2026-06-07')).toBe(false);
    expect(sheetOpen(club, now, '2026-06-07')).toBe(true);
  });

  it('gives no guests where the club allows none', () => {
    const none = clubBookingRules({
      ...{ booking_days_ahead: 7, booking_opens_at: '07:00', booking_max_open: 4 },
      flight_max_deelnemers: 4,
      booking_web_gastspeler_bijboeken: '0',
      website_extra_spelers_verplicht_opgeven: '1',
      member_edit_lead: '00:00',
      member_cancel_lead: '00:00',
      guest_edit_lead: '00:00',
      guest_cancel_lead: '00:00',
    });
    expect(none.guests_per_booking).toBe(0);
    expect(none.unnamed_players).toBe(false);
  });
});
