import { describe, expect, it } from 'vitest';
import { personFields, type PersonContext } from './member-privacy';
import { FLAGS_OFF, FLAGS_ON } from './member-privacy.fixtures';

const ALL_OFF = FLAGS_OFF;
const ALL_ON = FLAGS_ON;
const member = { relatieId: 1, isGast: false };
const guest = { relatieId: 2, isGast: true };
const CONTEXTS: PersonContext[] = [
  'member-list',
  'friends',
  'member-detail',
  'picker',
  'booking',
  'match',
  'tee-sheet',
  'scoring-record',
  'guest-lookup',
];
const fields = (...args: Parameters<typeof personFields>) => {
  const f = personFields(...args);
  return f === null ? null : [...f].sort();
};

describe('personFields: what one member may see of another', () => {
  it('shows oneself everything, in every context, whatever the flags', () => {
    for (const context of CONTEXTS) {
      expect(personFields(member, ALL_OFF, context, 1)?.has('geboortedatum')).toBe(true);
      expect(personFields(guest, ALL_OFF, context, 2)?.has('email')).toBe(true);
    }
  });

  it('never shows anyone else the birth date, even with every flag on', () => {
    for (const context of CONTEXTS)
      for (const viewer of [member, guest])
        expect(personFields(viewer, ALL_ON, context, 99)?.has('geboortedatum') ?? false).toBe(
          false,
        );
  });

  it('shows a guest names only where booking or marking needs them', () => {
    expect(fields(guest, ALL_ON, 'picker', 99)).toEqual(['name']);
    expect(fields(guest, ALL_ON, 'booking', 99)).toEqual(['name']);
    expect(fields(guest, ALL_ON, 'guest-lookup', null)).toEqual(['name']);
    expect(fields(guest, ALL_ON, 'tee-sheet', 99)).toEqual([]);
    expect(fields(guest, ALL_ON, 'match', 99)).toEqual([]);
    expect(fields(guest, ALL_ON, 'match', null)).toEqual([]);
    expect(fields(guest, ALL_ON, 'member-list', 99)).toBeNull();
    expect(fields(guest, ALL_ON, 'member-detail', 99)).toBeNull();
    expect(fields(guest, ALL_ON, 'scoring-record', 99)).toBeNull();
  });

  it('has no member list where the club hides it (memberlist_visible off)', () => {
    expect(fields(member, ALL_OFF, 'member-list', 99)).toBeNull();
    expect(
      fields(member, { ...ALL_ON, memberlist_visible: false }, 'member-detail', 99),
    ).toBeNull();
  });

  it("always shows a member their own friends, with the member list's fields and flags", () => {
    expect(fields(member, ALL_OFF, 'friends', 99)).toEqual([
      'foto',
      'geslacht',
      'handicap',
      'name',
    ]);
    expect(fields(member, { ...ALL_OFF, hide_profiel_link: true }, 'friends', 99)).not.toBeNull();
    expect(fields(member, ALL_ON, 'friends', 99)).toEqual(
      fields(member, ALL_ON, 'member-list', 99),
    );
    expect(fields(guest, ALL_ON, 'friends', 99)).toEqual(['name']);
  });

  it("shows a friend's next tee time only where the tee sheet shows who plays", () => {
    const listed = { ...ALL_OFF, memberlist_visible: true };
    expect(fields(member, listed, 'member-list', 99)).not.toContain('next_teetime');
    expect(
      fields(member, { ...listed, booking_show_player_name: true }, 'member-list', 99),
    ).toContain('next_teetime');
    expect(fields(member, ALL_ON, 'member-detail', 99)).not.toContain('next_teetime');
  });

  it('shows contact fields and the GSN in the member list only by their flags (default off)', () => {
    const listed = { ...ALL_OFF, memberlist_visible: true };
    expect(fields(member, listed, 'member-list', 99)).toEqual([
      'foto',
      'geslacht',
      'handicap',
      'name',
    ]);
    expect(
      fields(member, { ...listed, ledenlijst_email_tonen: true }, 'member-list', 99),
    ).toContain('email');
    expect(
      fields(member, { ...listed, ledenlijst_telefoon_tonen: true }, 'member-list', 99),
    ).toEqual(['foto', 'geslacht', 'handicap', 'name', 'telefoon']);
    expect(
      fields(member, { ...listed, ledenlijst_mobiel_tonen: true }, 'member-list', 99),
    ).toContain('mobiel');
    expect(fields(member, { ...listed, relatie_tonen_gsn: true }, 'member-list', 99)).toContain(
      'gsn',
    );
    // relatie_tonen_contactgegevens is the member page's switch, not the list's.
    expect(
      fields(member, { ...listed, relatie_tonen_contactgegevens: true }, 'member-list', 99),
    ).not.toContain('email');
  });

  it("shows a member's page with contact fields only by relatie_tonen_contactgegevens", () => {
    const listed = { ...ALL_OFF, memberlist_visible: true, ledenlijst_email_tonen: true };
    expect(fields(member, listed, 'member-detail', 99)).not.toContain('email');
    expect(
      fields(member, { ...listed, relatie_tonen_contactgegevens: true }, 'member-detail', 99),
    ).toEqual(['email', 'foto', 'geslacht', 'handicap', 'mobiel', 'name', 'telefoon']);
  });

  it("hides a member's page and cards where the club hides profile links", () => {
    const hidden = { ...ALL_ON, hide_profiel_link: true };
    expect(fields(member, hidden, 'member-detail', 99)).toBeNull();
    expect(fields(member, hidden, 'scoring-record', 99)).toBeNull();
    expect(fields(member, ALL_ON, 'scoring-record', 99)).toEqual([
      'handicap',
      'name',
      'scoring_record',
    ]);
    // The list itself stays: hiding the link is not hiding the list.
    expect(fields(member, hidden, 'member-list', 99)).not.toBeNull();
  });

  it('shows names on the tee sheet only where the club shows player names', () => {
    expect(fields(member, ALL_ON, 'tee-sheet', 99)).toEqual(['name']);
    expect(fields(member, ALL_OFF, 'tee-sheet', 99)).toEqual([]);
  });

  it('shows what choosing needs in pickers and bookings, whatever the list flags say', () => {
    for (const context of ['picker', 'booking'] as const)
      expect(fields(member, ALL_OFF, context, 99)).toEqual(['handicap', 'name']);
    expect(fields(member, ALL_OFF, 'guest-lookup', null)).toEqual([
      'geslacht',
      'handicap',
      'home_club',
      'name',
    ]);
  });

  it("shows members everyone in a match's lists, name and handicap, whatever the flags", () => {
    for (const flags of [ALL_OFF, ALL_ON, { ...ALL_OFF, hide_profiel_link: true }]) {
      expect(fields(member, flags, 'match', 99)).toEqual(['handicap', 'name']);
      expect(fields(member, flags, 'match', null)).toEqual(['handicap', 'name']);
    }
  });
});
