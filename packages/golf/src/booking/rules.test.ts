import { describe, expect, it } from 'vitest';
import {
  bookingInsideLeadTime,
  bookingInvalid,
  bookingPermissions,
  nextMainBooker,
  leadTimeClosesAt,
  clampGuestHandicap,
  guestProblems,
  isHistory,
  requiredGuestFields,
  shownGuestFields,
  storedHoles,
  withinLeadTime,
  type BookingPermissionInput,
  type GuestFieldConfig,
} from './rules';

const now = { date: '2026-06-10', time: '08:00' };

describe('bookingInvalid (spec §5 Booking)', () => {
  const ok = { date: '2026-06-10', time: '09:00', courseId: 1, holes: 9 };
  it.each([
    [{ ...ok, date: null }, 'noDate'],
    [{ ...ok, time: null }, 'noTime'],
    [{ ...ok, courseId: null }, 'noCourse'],
    [{ ...ok, holes: null }, 'noHoles'],
    [{ ...ok, time: '07:59' }, 'inPast'],
    [{ ...ok, date: '2026-06-09', time: '23:00' }, 'inPast'],
    [{ ...ok, date: null, time: null }, 'noDate'],
  ] as const)('%o → %s', (draft, expected) => {
    expect(bookingInvalid(draft, now)).toBe(expected);
  });
  it('accepts a booking from now on', () => {
    expect(bookingInvalid({ ...ok, time: '08:00' }, now)).toBeNull();
  });
});

describe('storedHoles (spec §9: 27 is stored as 18)', () => {
  it.each([
    [9, 9],
    [18, 18],
    [27, 18],
    [0, null],
    [36, null],
    [12, null],
  ])('%i → %s', (holes, expected) => expect(storedHoles(holes)).toBe(expected));
});

describe('lead times (spec §5)', () => {
  const slot = { date: '2026-06-11', time: '10:00' };
  it('is open until the slot start minus the lead time, and closed at it', () => {
    expect(withinLeadTime(slot, { date: '2026-06-10', time: '09:59' }, '24:00')).toBe(true);
    expect(withinLeadTime(slot, { date: '2026-06-10', time: '10:00' }, '24:00')).toBe(false);
    expect(withinLeadTime(slot, { date: '2026-06-11', time: '08:29' }, '01:30')).toBe(true);
    expect(withinLeadTime(slot, { date: '2026-06-11', time: '08:30' }, '01:30')).toBe(false);
  });
  it('a zero lead time allows changes until the start', () => {
    expect(withinLeadTime(slot, { date: '2026-06-11', time: '09:59' }, '00:00')).toBe(true);
    expect(withinLeadTime(slot, slot, '00:00')).toBe(false);
  });
  it('a malformed lead time closes the window', () => {
    expect(withinLeadTime(slot, now, 'soon')).toBe(false);
    expect(withinLeadTime(slot, now, '1:5')).toBe(false);
  });
  it('history is a date and time in the past', () => {
    expect(isHistory({ date: '2026-06-10', time: '07:59' }, now)).toBe(true);
    expect(isHistory({ date: '2026-06-10', time: '08:00' }, now)).toBe(false);
  });
});

describe('booking inside the lead time (spec §5)', () => {
  const lead = {
    member_edit: '02:00',
    member_cancel: '02:00',
    guest_edit: '48:00',
    guest_cancel: '48:00',
  };
  const slot = { date: '2026-06-11', time: '10:00' };
  it('a guest booking within their 48 hours could no longer cancel it; a member still could', () => {
    expect(bookingInsideLeadTime(slot, now, lead, true)).toBe('48:00');
    expect(bookingInsideLeadTime(slot, now, lead, false)).toBeNull();
    expect(
      bookingInsideLeadTime(slot, { date: '2026-06-09', time: '09:59' }, lead, true),
    ).toBeNull();
    expect(bookingInsideLeadTime(slot, { date: '2026-06-11', time: '08:00' }, lead, false)).toBe(
      '02:00',
    );
  });
  it('says when the lead time closes, across days and months', () => {
    expect(leadTimeClosesAt(slot, '48:00')).toEqual({ date: '2026-06-09', time: '10:00' });
    expect(leadTimeClosesAt(slot, '02:30')).toEqual({ date: '2026-06-11', time: '07:30' });
    expect(leadTimeClosesAt({ date: '2026-03-01', time: '01:00' }, '02:00')).toEqual({
      date: '2026-02-28',
      time: '23:00',
    });
    expect(leadTimeClosesAt(slot, 'soon')).toBeNull();
  });
});

describe('bookingPermissions (spec §6)', () => {
  const base: BookingPermissionInput = {
    slot: { date: '2026-06-12', time: '10:00' },
    now,
    isGuest: false,
    lead: {
      member_edit: '02:00',
      member_cancel: '04:00',
      guest_edit: '48:00',
      guest_cancel: '48:00',
    },
    isParent: true,
    matchId: null,
    websiteUitschrijven: '1',
    extraPlayersAllowed: '1',
    mainBookerOnlySelf: '0',
    hasExtraPlayers: true,
  };
  it('the main booker may edit and delete, and take the extra players off', () => {
    expect(bookingPermissions(base)).toEqual({
      history: false,
      canEdit: true,
      canDelete: true,
      canDeleteAnotherPlayer: true,
      offerDeleteChoice: false,
    });
  });
  it("offers the choice only with 'main booker can only cancel themselves' = '1'", () => {
    expect(bookingPermissions({ ...base, mainBookerOnlySelf: '1' }).offerDeleteChoice).toBe(true);
    expect(
      bookingPermissions({ ...base, mainBookerOnlySelf: '1', hasExtraPlayers: false })
        .offerDeleteChoice,
    ).toBe(false);
  });
  it('an extra player may delete only their own place and not edit', () => {
    const p = bookingPermissions({ ...base, isParent: false });
    expect(p).toMatchObject({ canEdit: false, canDelete: true, canDeleteAnotherPlayer: false });
  });
  it('a guest meets the guest lead times', () => {
    const p = bookingPermissions({
      ...base,
      isGuest: true,
      now: { date: '2026-06-10', time: '10:01' },
    });
    expect(p).toMatchObject({ canEdit: false, canDelete: false });
    const earlier = bookingPermissions({
      ...base,
      isGuest: true,
      now: { date: '2026-06-10', time: '09:59' },
    });
    expect(earlier).toMatchObject({ canEdit: true, canDelete: true });
  });
  it('history, website_uitschrijven 0 and tournaments block deleting', () => {
    expect(
      bookingPermissions({ ...base, slot: { date: '2026-06-09', time: '10:00' } }),
    ).toMatchObject({
      history: true,
      canEdit: false,
      canDelete: false,
    });
    expect(bookingPermissions({ ...base, websiteUitschrijven: '0' })).toMatchObject({
      canEdit: false,
      canDelete: false,
    });
    expect(bookingPermissions({ ...base, matchId: 12 })).toMatchObject({
      canEdit: true,
      canDelete: false,
    });
  });
  it('no extra players allowed means no editing', () => {
    expect(bookingPermissions({ ...base, extraPlayersAllowed: '0' }).canEdit).toBe(false);
  });
  it('inside the member lead time nothing changes', () => {
    const late = { ...base, now: { date: '2026-06-12', time: '07:00' } };
    expect(bookingPermissions(late)).toMatchObject({ canEdit: true, canDelete: false });
    expect(
      bookingPermissions({ ...late, now: { date: '2026-06-12', time: '08:00' } }).canEdit,
    ).toBe(false);
  });
});

describe('guest players (spec §5)', () => {
  const config: GuestFieldConfig[] = [
    { veld: 'firstname', tonen: 'on', verplicht: '0' },
    { veld: 'lastname', tonen: 'on', verplicht: '1' },
    { veld: 'gsn', tonen: 'on', verplicht: '0' },
    { veld: 'handicap', tonen: 'on', verplicht: '1' },
    { veld: 'email', tonen: 'off', verplicht: '1' },
    { veld: 'address', tonen: 'on', verplicht: '1' },
  ];
  it('requires the fields shown and marked verplicht, and address brings postal code and city', () => {
    expect(requiredGuestFields(config).sort()).toEqual(
      ['address', 'city', 'handicap', 'lastname', 'postalCode'].sort(),
    );
  });
  it('shows the fields with tonen on, in config order', () => {
    expect(shownGuestFields(config)).toEqual([
      'firstname',
      'lastname',
      'gsn',
      'handicap',
      'address',
      'postalCode',
      'city',
    ]);
  });
  it('names each missing field and a GSN that is not NL + digits', () => {
    expect(
      guestProblems(
        { lastname: ' ', handicap: 12, address: 'Dorpsstraat 1', gsn: 'NL12x' },
        config,
      ),
    ).toEqual([
      { field: 'lastname', problem: 'required' },
      { field: 'postalCode', problem: 'required' },
      { field: 'city', problem: 'required' },
      { field: 'gsn', problem: 'pattern' },
    ]);
    expect(
      guestProblems(
        {
          lastname: 'Jansen',
          handicap: 0,
          address: 'A 1',
          postalCode: '1234 AB',
          city: 'Ede',
          gsn: 'NL123',
        },
        config,
      ),
    ).toEqual([]);
  });
  it('requires a last name when the guest has no name at all, whatever the club requires', () => {
    const none: GuestFieldConfig[] = [];
    expect(guestProblems({ initials: 'J.', gsn: 'NL1' }, none)).toEqual([
      { field: 'lastname', problem: 'required' },
    ]);
    expect(guestProblems({ firstname: ' ', lastname: null }, none)).toEqual([
      { field: 'lastname', problem: 'required' },
    ]);
    expect(guestProblems({ firstname: 'Jan' }, none)).toEqual([]);
    expect(guestProblems({ lastname: 'Jansen' }, none)).toEqual([]);
    // Said once, where the club requires the last name too.
    expect(guestProblems({}, [{ veld: 'lastname', tonen: 'on', verplicht: '1' }])).toEqual([
      { field: 'lastname', problem: 'required' },
    ]);
  });
  it('clamps the handicap to −9..54', () => {
    expect(clampGuestHandicap(-12)).toBe(-9);
    expect(clampGuestHandicap(60)).toBe(54);
    expect(clampGuestHandicap(12.4)).toBe(12.4);
  });
});

describe('nextMainBooker (spec §6: the main booker leaves alone)', () => {
  const flight = [
    { id: 1, member: true, main: true },
    { id: 2, member: false, main: false },
    { id: 3, member: true, main: false },
    { id: 4, member: true, main: false },
  ];
  const pick = (f: typeof flight) =>
    nextMainBooker(
      f,
      (p) => p.member,
      (p) => p.main,
    )?.id;

  it('hands the flight to the next member in booking order, past guests', () => {
    expect(pick(flight)).toBe(3);
  });

  it('hands it to no one when only guests and unknown players would stay', () => {
    expect(pick(flight.slice(0, 2))).toBeUndefined();
    expect(pick(flight.slice(0, 1))).toBeUndefined();
  });
});
