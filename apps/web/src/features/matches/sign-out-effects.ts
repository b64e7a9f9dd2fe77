import type { MatchDetail, RegistrationResponse } from '@fairway/contract';

/** What becomes of the caller's place when they sign out. */
export type PlaceEffect = 'reserveGone' | 'reserveMovesUp' | 'placeFree';

/** What becomes of the money of the sign-up when the caller signs out. */
export type MoneyEffect =
  | { kind: 'free' }
  | { kind: 'unpaid' }
  | { kind: 'pending' }
  | { kind: 'refund'; cents: number; toSelf: boolean }
  | { kind: 'kept'; cents: number };

export interface SignOutEffects {
  /** The whole sign-up goes (the team, or the caller with the guests they brought). */
  whole: boolean;
  /** Null when the caller leaves a team that stays in its place. */
  place: PlaceEffect | null;
  /** Team mates who stay signed up without the caller. */
  matesStay: number;
  /** Team mates and guests who leave with the caller. */
  matesLeave: number;
  guestsLeave: number;
  money: MoneyEffect;
}

/**
 * What a sign-out does, said before the member confirms it: the rules the server signs out by
 * (matches.service signOut). With `team` the whole sign-up goes; its maker takes the guests they
 * brought along, and a team whose only member they are; anyone else leaves alone and the team
 * keeps its place. A paid fee comes back when the match refunds on sign-out (`uitschrijven_
 * restitutie`): all of it when the whole sign-up goes, one player's fee when one leaves, to
 * whoever paid it; otherwise the club keeps it.
 */
export function signOutEffects(
  m: Pick<
    MatchDetail,
    'wedstrijdvorm' | 'reserves' | 'bon' | 'uitschrijven_restitutie' | 'inschrijfgeld_cents'
  >,
  registration: Pick<RegistrationResponse, 'team_members' | 'reservelijst'>,
  team: boolean,
): SignOutEffects {
  const others = registration.team_members.filter((p) => !p.is_self);
  const maker = registration.team_members[0]?.is_self === true;
  const successor = others.some((p) => !p.is_gast);
  const whole = team || (maker && (m.wedstrijdvorm.spelers === 1 || !successor));
  const place: PlaceEffect | null = !whole
    ? null
    : registration.reservelijst
      ? 'reserveGone'
      : m.reserves > 0
        ? 'reserveMovesUp'
        : 'placeFree';
  const bon = m.bon;
  let money: MoneyEffect;
  if (!bon || bon.totaal_cents === 0) money = { kind: 'free' };
  else if (bon.status === 'pending') money = { kind: 'pending' };
  else if (bon.status !== 'paid') money = { kind: 'unpaid' };
  else {
    const cents = whole ? bon.betaald_cents : m.inschrijfgeld_cents;
    money =
      m.uitschrijven_restitutie === 'j'
        ? { kind: 'refund', cents, toSelf: bon.eigen }
        : { kind: 'kept', cents };
  }
  return {
    whole,
    place,
    matesStay: whole ? 0 : others.filter((p) => !p.is_gast).length,
    matesLeave: whole ? others.filter((p) => !p.is_gast).length : 0,
    guestsLeave: whole ? others.filter((p) => p.is_gast).length : 0,
    money,
  };
}
