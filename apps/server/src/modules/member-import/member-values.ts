import type { AdminMemberInput, ImportMemberField } from '@fairway/contract';
import { fromTenths } from '@fairway/golf';
import { IDENTITY_FIELDS } from '../member-admin';

/** A member of the club as the import compares with: their id, player and every field it writes. */
export interface ExistingMember {
  relatie_id: number;
  player_id: number;
  deactivated: boolean;
  /** The player is a member of another club too: their personal record is not the club's alone. */
  shared: boolean;
  values: AdminMemberInput;
}

/** A federation player the file names by GSN who is no member of the club yet. */
export interface OtherPlayer {
  player_id: number;
  values: AdminMemberInput;
}

/** The member fields as the tables hold them (players joined to the membership). */
export interface MemberColumns {
  gsn: string | null;
  voorletters: string | null;
  roepnaam: string | null;
  tussenvoegsel: string | null;
  achternaam: string;
  geboortedatum: string | null;
  geslacht: 'm' | 'v';
  email: string | null;
  telefoon: string | null;
  mobiel: string | null;
  voorkeurstaal: string;
  start_index_tenths: number | null;
  start_index_date: string | null;
  category_id: number | null;
  username: string | null;
  is_gast: boolean;
  extra_veld_1: string | null;
}

export function valuesOf(m: MemberColumns): AdminMemberInput {
  return {
    gsn: m.gsn,
    voorletters: m.voorletters,
    roepnaam: m.roepnaam,
    tussenvoegsel: m.tussenvoegsel,
    achternaam: m.achternaam,
    geboortedatum: m.geboortedatum,
    geslacht: m.geslacht,
    email: m.email,
    telefoon: m.telefoon,
    mobiel: m.mobiel,
    voorkeurstaal: m.voorkeurstaal as AdminMemberInput['voorkeurstaal'],
    category_id: m.category_id,
    username: m.username,
    is_gast: m.is_gast,
    extra_veld_1: m.extra_veld_1,
    start_index: m.start_index_tenths === null ? null : fromTenths(m.start_index_tenths),
    start_index_date: m.start_index_date,
  };
}

/** The member field an import field writes (the category's name fills its id). */
export const MEMBER_KEY: Record<ImportMemberField, keyof AdminMemberInput> = {
  gsn: 'gsn',
  voorletters: 'voorletters',
  roepnaam: 'roepnaam',
  tussenvoegsel: 'tussenvoegsel',
  achternaam: 'achternaam',
  geboortedatum: 'geboortedatum',
  geslacht: 'geslacht',
  email: 'email',
  telefoon: 'telefoon',
  mobiel: 'mobiel',
  voorkeurstaal: 'voorkeurstaal',
  category: 'category_id',
  username: 'username',
  is_gast: 'is_gast',
  extra_veld_1: 'extra_veld_1',
  start_index: 'start_index',
  start_index_date: 'start_index_date',
};

/**
 * The fields that belong to the membership (the club's own), not to the federation's player: a
 * player linked from another club keeps their personal fields, only these are written.
 */
export const CLUB_FIELDS: ReadonlySet<keyof AdminMemberInput> = new Set([
  'category_id',
  'username',
  'is_gast',
  'extra_veld_1',
]);

/**
 * The fields of a player's personal record (member-admin's IDENTITY_FIELDS): on a member who is
 * another club's member too the import leaves them as they are, as the member form refuses to
 * change them, and the preview says so.
 */
export const SHARED_FIELDS: ReadonlySet<keyof AdminMemberInput> = new Set(IDENTITY_FIELDS);
