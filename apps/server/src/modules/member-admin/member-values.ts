import { PERSON_FIELDS, type AdminMember, type AdminMemberInput } from '@fairway/contract';
import { fromTenths, toTenths } from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import type { AuditWrite } from '../audit';
import { fullName } from '../members';
import type {
  MemberAdminRepository,
  MembershipValues,
  PlayerValues,
} from './member-admin.repository';

export type MemberRead = NonNullable<Awaited<ReturnType<MemberAdminRepository['find']>>>;
type Field = keyof AdminMemberInput;

/**
 * What a club may change on a player (the federation's person by GSN, shared by every club they
 * are a member of):
 * - IDENTITY: the GSN, the name, the birth date and the gender are the federation's record of the
 *   person; the start index and its date begin their handicap record, which counts cards of every
 *   club. A club changes them only while the player is a member of no other club; on a shared
 *   player a change is refused (409 naming the fields), never written over another club's data.
 *   A new member linked to an existing player only fills in identity fields the player lacks.
 * - CONTACT: email, phone numbers and language are the person's own (they change them in the app's
 *   profile for every club at once); the administration may change them on a shared player too.
 * - The membership's fields (username, category, guest, the club's extra field) are the club's.
 */
export const IDENTITY_FIELDS = [
  ...PERSON_FIELDS,
  'start_index',
  'start_index_date',
] as const satisfies readonly Field[];
const PLAYER_FIELDS = [
  ...IDENTITY_FIELDS,
  'email',
  'telefoon',
  'mobiel',
  'voorkeurstaal',
] as const satisfies readonly Field[];
const MEMBERSHIP_FIELDS = [
  'username',
  'category_id',
  'is_gast',
  'extra_veld_1',
] as const satisfies readonly Field[];
export const MEMBER_FIELDS = [...PLAYER_FIELDS, ...MEMBERSHIP_FIELDS] as const;

/** The member as the form's fields (what the audit trail compares), read from their rows. */
export function memberValues(m: MemberRead): AdminMemberInput {
  const p = m.player;
  return {
    gsn: p.gsn,
    voorletters: p.voorletters,
    roepnaam: p.roepnaam,
    tussenvoegsel: p.tussenvoegsel,
    achternaam: p.achternaam,
    geboortedatum: p.geboortedatum,
    geslacht: p.geslacht,
    email: p.email,
    telefoon: p.telefoon,
    mobiel: p.mobiel,
    voorkeurstaal: p.voorkeurstaal as AdminMemberInput['voorkeurstaal'],
    start_index: p.start_index_tenths === null ? null : fromTenths(p.start_index_tenths),
    start_index_date: p.start_index_date,
    username: m.username,
    category_id: m.category_id,
    is_gast: m.is_gast,
    extra_veld_1: m.extra_veld_1,
  };
}

/** One member for the administration's form. */
export function memberView(m: MemberRead, shared: boolean): AdminMember {
  return {
    ...memberValues(m),
    relatie_id: m.relatie_id,
    category_naam: m.category_naam,
    handicap: m.player.handicap_tenths === null ? null : fromTenths(m.player.handicap_tenths),
    has_password: m.has_password,
    deactivated_at: m.deactivated_at?.toISOString() ?? null,
    shared,
  };
}

export const memberName = (m: MemberRead) => fullName(m.player);

/** The fields of `after` that differ from `before`, with their values before and after. */
export function changes(
  before: AdminMemberInput | null,
  after: AdminMemberInput,
  fields: readonly Field[] = MEMBER_FIELDS,
) {
  const changed = fields.filter((f) => !before || before[f] !== after[f]);
  const pick = (v: AdminMemberInput) => Object.fromEntries(changed.map((f) => [f, v[f]]));
  return { changed, before: before ? pick(before) : null, after: pick(after) };
}

/** The player's columns for the named fields of `input` (the index in tenths, exactly). */
export function playerValues(input: AdminMemberInput, fields: readonly Field[]): PlayerValues {
  const set: Record<string, unknown> = {};
  for (const f of fields) {
    if (!(PLAYER_FIELDS as readonly Field[]).includes(f)) continue;
    if (f === 'start_index')
      set.start_index_tenths =
        input.start_index === null ? null : toTenths(input.start_index, 'start_index');
    else set[f] = input[f];
  }
  return set as PlayerValues;
}

/** The membership's columns for the named fields of `input`. */
export function membershipValues(
  input: AdminMemberInput,
  fields: readonly Field[] = MEMBERSHIP_FIELDS,
): MembershipValues {
  const set: Record<string, unknown> = {};
  for (const f of fields)
    if ((MEMBERSHIP_FIELDS as readonly Field[]).includes(f)) set[f] = input[f];
  return set as MembershipValues;
}

/**
 * The fields a new member linked to an existing player fills in: the identity fields the player
 * lacks (empty on the player, given on the form), and the start index only for a player with no
 * index at all. Contact fields are filled in the same way, never written over.
 */
export function fillableFields(player: MemberRead['player'], input: AdminMemberInput): Field[] {
  const empty = (f: (typeof PLAYER_FIELDS)[number]) => {
    if (f === 'start_index' || f === 'start_index_date')
      return player.start_index_tenths === null && player.handicap_tenths === null;
    if (f === 'geslacht' || f === 'voorkeurstaal' || f === 'achternaam') return false;
    return player[f] === null;
  };
  return PLAYER_FIELDS.filter((f) => empty(f) && input[f] !== null);
}

/** The audit row of a write to the member `relatieId` by the caller. */
export const memberAudit = (
  auth: Auth,
  relatieId: number,
  action: AuditWrite['action'],
  before: unknown,
  after: unknown,
): AuditWrite => ({
  clubId: auth.clubId,
  actorId: auth.relatieId,
  entity: 'member',
  recordId: relatieId,
  action,
  before,
  after,
});
