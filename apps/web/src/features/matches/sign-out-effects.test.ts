import { describe, expect, it } from 'vitest';
import type { MatchBon, MatchDetail, RegistrationResponse } from '@fairway/contract';
import { signOutEffects } from './sign-out-effects';

type Member = RegistrationResponse['team_members'][number];
const member = (id: number, self = false): Member => ({
  id,
  naam: `Lid ${id}`,
  handicap: 12,
  is_gast: false,
  is_self: self,
  geslacht: 'm',
});
const guest: Member = { ...member(0), id: null, naam: 'Gast', is_gast: true };

const paid = (over: Partial<MatchBon> = {}): MatchBon => ({
  totaal_cents: 6000,
  betaald_cents: 6000,
  regels: [],
  status: 'paid',
  te_betalen: false,
  eigen: true,
  betaald_op: '2026-11-20',
  terugbetaling: null,
  deelterugbetalingen: [],
  reservelijst: false,
  ...over,
});

const match = (
  over: Partial<
    Pick<
      MatchDetail,
      'wedstrijdvorm' | 'reserves' | 'bon' | 'uitschrijven_restitutie' | 'inschrijfgeld_cents'
    >
  > = {},
) => ({
  wedstrijdvorm: { naam: 'stableford' as const, spelers: 1, uitslag: 'stableford' as const },
  reserves: 0,
  bon: null,
  uitschrijven_restitutie: 'n' as const,
  inschrijfgeld_cents: 2500,
  ...over,
});
const team2 = { naam: 'greensomes' as const, spelers: 2, uitslag: 'netto' as const };

describe('what a sign-out does, said before it is confirmed', () => {
  it('a place in a full field goes to the reserve list; on the reserve list it lapses', () => {
    const reg = { team_members: [member(1, true)], reservelijst: false };
    expect(signOutEffects(match({ reserves: 3 }), reg, false)).toMatchObject({
      whole: true,
      place: 'reserveMovesUp',
      money: { kind: 'free' },
    });
    expect(signOutEffects(match(), reg, false).place).toBe('placeFree');
    expect(
      signOutEffects(match({ reserves: 3 }), { ...reg, reservelijst: true }, false).place,
    ).toBe('reserveGone');
  });

  it('the maker of an individual sign-up takes their guests along', () => {
    const reg = { team_members: [member(1, true), guest, guest], reservelijst: false };
    expect(signOutEffects(match(), reg, false)).toMatchObject({ whole: true, guestsLeave: 2 });
  });

  it('a team mate leaves alone and the team keeps its place; the team sign-out takes all', () => {
    const mate = { team_members: [member(1), member(2, true)], reservelijst: false };
    expect(signOutEffects(match({ wedstrijdvorm: team2, reserves: 2 }), mate, false)).toEqual({
      whole: false,
      place: null,
      matesStay: 1,
      matesLeave: 0,
      guestsLeave: 0,
      money: { kind: 'free' },
    });
    const maker = { team_members: [member(1, true), member(2)], reservelijst: false };
    expect(signOutEffects(match({ wedstrijdvorm: team2 }), maker, true)).toMatchObject({
      whole: true,
      matesLeave: 1,
      place: 'placeFree',
    });
    // The maker leaving alone: the mate takes the sign-up over.
    expect(signOutEffects(match({ wedstrijdvorm: team2 }), maker, false).matesStay).toBe(1);
  });

  it('a paid fee comes back when the match refunds on sign-out, else the club keeps it', () => {
    const reg = { team_members: [member(1, true)], reservelijst: false };
    expect(
      signOutEffects(match({ bon: paid(), uitschrijven_restitutie: 'j' }), reg, false).money,
    ).toEqual({ kind: 'refund', cents: 6000, toSelf: true });
    expect(signOutEffects(match({ bon: paid() }), reg, false).money).toEqual({
      kind: 'kept',
      cents: 6000,
    });
    expect(signOutEffects(match({ bon: paid({ status: 'open' }) }), reg, false).money).toEqual({
      kind: 'unpaid',
    });
    expect(signOutEffects(match({ bon: paid({ status: 'pending' }) }), reg, false).money).toEqual({
      kind: 'pending',
    });
  });

  it("one leaving a paid team gets one player's fee back, to whoever paid", () => {
    const mate = { team_members: [member(1), member(2, true)], reservelijst: false };
    const m = match({
      wedstrijdvorm: team2,
      bon: paid({ eigen: false }),
      uitschrijven_restitutie: 'j',
    });
    expect(signOutEffects(m, mate, false).money).toEqual({
      kind: 'refund',
      cents: 2500,
      toSelf: false,
    });
  });
});
