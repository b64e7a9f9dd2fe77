import type { MatchCategory, MatchFlight, MatchPlayer, MatchSummary } from '@fairway/contract';
import { flightSelectable, isMatchForm, signUpOpen, type MatchForm } from '@fairway/golf';
import type { MatchRow } from '../../db/schema';
import { tenthsToNumber } from '../../lib/tenths';
import { fullName, type PersonFields } from '../members';
import { wall, type MatchWithCourse, type RegistrationWithPerson } from './matches.repository';

export const yn = (b: boolean): 'j' | 'n' => (b ? 'j' : 'n');

/** The form code as stored; an unknown code (a bad row) reads as stableford. */
export const formOf = (m: MatchRow): MatchForm =>
  isMatchForm(m.wedstrijdvorm) ? m.wedstrijdvorm : 'stableford';

/** The fields the engine's window rules read, as the wire spells them. */
export function windowOf(m: MatchRow) {
  return {
    inschrijvingsstart: wall(m.inschrijvingsstart),
    inschrijvingsstop: wall(m.inschrijvingsstop),
    uitschrijven_tot: m.uitschrijven_tot === null ? null : wall(m.uitschrijven_tot),
    verwerkt: yn(m.verwerkt),
  };
}

export function toSummary(
  m: MatchWithCourse,
  mine: { signedUp: boolean; reserve: boolean },
  now: string,
): MatchSummary {
  return {
    id: m.id,
    naam: m.naam,
    aanvang: wall(m.aanvang),
    course: { id: m.course_id, name: m.course_name },
    holes: m.holes,
    inschrijvingsstart: wall(m.inschrijvingsstart),
    inschrijvingsstop: wall(m.inschrijvingsstop),
    verwerkt: yn(m.verwerkt),
    startlijst_vrijgegeven: yn(m.startlijst_vrijgegeven),
    publiceer_uitslag: yn(m.publiceer_uitslag),
    ideal_betalingen: yn(m.ideal_betalingen),
    qualifying: yn(m.qualifying),
    wedstrijdvorm: { naam: formOf(m), spelers: m.spelers, uitslag: m.uitslag },
    user_signed_up: mine.signedUp,
    user_reservelijst: mine.signedUp && mine.reserve,
    open: signUpOpen(windowOf(m), now),
    deelnemers: m.deelnemers,
    max_deelnemers: m.max_deelnemers,
  };
}

export function toCategory(c: {
  id: number;
  naam: string;
  handicap_min_tenths: number | null;
  handicap_max_tenths: number | null;
  geslacht: 'm' | 'v' | null;
}): MatchCategory {
  return {
    id: c.id,
    naam: c.naam,
    handicap_min: c.handicap_min_tenths === null ? null : tenthsToNumber(c.handicap_min_tenths),
    handicap_max: c.handicap_max_tenths === null ? null : tenthsToNumber(c.handicap_max_tenths),
    geslacht: c.geslacht,
  };
}

export function toFlight(
  f: {
    id: number;
    nummer: number;
    starttijd: string;
    starttee: number;
    capacity: number;
    teams: number;
    /** The players seated in it, guests included. */
    players: number;
  },
  m: { spelers_per_flight: number; spelers: number },
): MatchFlight {
  return {
    id: f.id,
    nummer: f.nummer,
    starttijd: f.starttijd,
    starttee: f.starttee,
    capacity: f.capacity,
    teams: f.teams,
    vol: !flightSelectable(f, m.spelers_per_flight, m.spelers),
  };
}

/** A guest as stored in a registration (spec §3 Guest player). */
export interface StoredGuest {
  initials?: string | null;
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  gender?: 'm' | 'v' | null;
}

export function guestName(g: StoredGuest): string {
  return [g.firstname ?? g.initials, g.middlename, g.lastname].filter(Boolean).join(' ');
}

/** A player with the fields the caller may see of them (`fields`, from the privacy policy). */
export function toPlayer(
  r: Pick<
    RegistrationWithPerson,
    | 'relatie_id'
    | 'guest'
    | 'guest_handicap_tenths'
    | 'handicap_tenths'
    | 'roepnaam'
    | 'voorletters'
    | 'tussenvoegsel'
    | 'achternaam'
  >,
  selfId: number,
  fields: PersonFields,
): MatchPlayer {
  const named = fields.has('name');
  const handicap = fields.has('handicap')
    ? r.relatie_id === null
      ? r.guest_handicap_tenths
      : r.handicap_tenths
    : null;
  if (r.relatie_id === null) {
    return {
      id: null,
      naam: named ? guestName((r.guest ?? {}) as StoredGuest) : null,
      handicap: handicap === null ? null : tenthsToNumber(handicap),
      is_gast: true,
      is_self: false,
    };
  }
  return {
    id: named ? r.relatie_id : null,
    naam: named
      ? fullName({
          roepnaam: r.roepnaam,
          voorletters: r.voorletters,
          tussenvoegsel: r.tussenvoegsel,
          achternaam: r.achternaam ?? '',
        })
      : null,
    handicap: handicap === null ? null : tenthsToNumber(handicap),
    is_gast: false,
    is_self: r.relatie_id === selfId,
  };
}
