import { EXTRA_FIELD_CLUB_ID } from '@fairway/golf';
import type { MemberView, Relatie } from '@fairway/contract';
import { tenthsToNumber } from '../../lib/tenths';
import type { MemberListRow, MemberRow } from './members.repository';
import type { PersonFields } from './member-privacy';

/** "Jan van der Berg" — roepnaam, tussenvoegsel, achternaam. */
export function fullName(
  m: Pick<MemberRow, 'roepnaam' | 'voorletters' | 'tussenvoegsel' | 'achternaam'>,
): string {
  return [m.roepnaam ?? m.voorletters, m.tussenvoegsel, m.achternaam].filter(Boolean).join(' ');
}

/** "Berg, Jan van der" — the sortable form lists show. */
export function fullNameFormatted(
  m: Pick<MemberRow, 'roepnaam' | 'voorletters' | 'tussenvoegsel' | 'achternaam'>,
): string {
  const first = [m.roepnaam ?? m.voorletters, m.tussenvoegsel].filter(Boolean).join(' ');
  return first ? `${m.achternaam}, ${first}` : m.achternaam;
}

type NextTeetime = { id: number; date: string; time: string };
type ListOpts = {
  isFriends?: boolean;
  teetimeId?: number | null;
  /** Asked for (the friends list's `teetime`): the next tee time, null when there is none. */
  nextTeetime?: NextTeetime | null;
};

/** Who a member is: what every answer about a person carries, whoever asks. */
function identity(m: MemberListRow, opts: ListOpts) {
  return {
    id: m.relatie_id,
    voorletters: m.voorletters,
    roepnaam: m.roepnaam,
    tussenvoegsel: m.tussenvoegsel,
    achternaam: m.achternaam,
    volledige_naam: fullName(m),
    volledige_naam_formatted: fullNameFormatted(m),
    is_friends: opts.isFriends ?? false,
    is_gast: m.is_gast,
    teetime_id: opts.teetimeId ?? null,
  };
}

const handicapOf = (m: Pick<MemberRow, 'handicap_tenths'>) =>
  m.handicap_tenths === null ? null : tenthsToNumber(m.handicap_tenths);

/**
 * The member's own profile as the wire `Relatie`: every field; extra_veld_1 only exists for club
 * 414 (spec §9).
 */
export function toRelatie(m: MemberRow, clubNumber: number, opts: ListOpts = {}): Relatie {
  const relatie: Relatie = {
    ...identity(m, opts),
    gsn: m.gsn,
    handicap: handicapOf(m),
    geboortedatum: m.geboortedatum,
    geslacht: m.geslacht,
    email: m.email,
    telefoon: m.telefoon,
    mobiel: m.mobiel,
    foto_mob_url: m.foto_mob_url,
    foto_mob_lg_url: m.foto_mob_lg_url,
    foto_mob_sm_url: m.foto_mob_sm_url,
    foto_lg_url: m.foto_lg_url,
    voorkeurstaal: m.voorkeurstaal,
  };
  if (clubNumber === EXTRA_FIELD_CLUB_ID) relatie.extra_veld_1 = m.extra_veld_1;
  return relatie;
}

/**
 * Another member as the privacy policy lets the viewer see them: a field the policy leaves out is
 * not sent at all (never a birth date, a language or a club-only field).
 */
export function toMemberView(
  m: MemberListRow,
  fields: PersonFields,
  opts: ListOpts = {},
): MemberView {
  const view: MemberView = identity(m, opts);
  if (fields.has('handicap')) view.handicap = handicapOf(m);
  if (fields.has('geslacht')) view.geslacht = m.geslacht;
  if (fields.has('foto')) {
    view.foto_mob_url = m.foto_mob_url;
    view.foto_mob_lg_url = m.foto_mob_lg_url;
    view.foto_mob_sm_url = m.foto_mob_sm_url;
    view.foto_lg_url = m.foto_lg_url;
  }
  if (fields.has('gsn')) view.gsn = m.gsn;
  if (fields.has('email')) view.email = m.email;
  if (fields.has('telefoon')) view.telefoon = m.telefoon;
  if (fields.has('mobiel')) view.mobiel = m.mobiel;
  if (opts.nextTeetime !== undefined && fields.has('next_teetime')) {
    view.next_teetime = opts.nextTeetime;
    view.teetime_id = opts.nextTeetime?.id ?? null;
  }
  return view;
}
