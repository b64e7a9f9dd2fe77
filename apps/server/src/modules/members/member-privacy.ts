import { memberListOpen, memberPageOpen } from '@fairway/golf';
import { isCommittee, type RoleHolder } from '../../club-context/caller';

/**
 * What one member may see of another: the one place that decides it. Every call that returns a
 * person (member list and search, member detail, friends, pickers, tee sheets, bookings, start
 * lists, another member's cards, the GSN lookup) asks `personFields` and sends only what it
 * answers. Pure: the viewer, the club's flags and the context in, a set of fields out.
 *
 * The rules (docs/ARCHITECTURE.md, "What one member sees of another"):
 * - Oneself: everything.
 * - The birth date is never shown to anyone else.
 * - A guest (is_gast) sees names only, and only where booking or marking needs them: pickers,
 *   their own bookings (and their own sign-up for a match) and the GSN lookup. No member list, no
 *   one else's cards, no names on the tee sheet or in a match's lists.
 * - Contact fields (email, phone, mobile) and the GSN are off unless the club's flags turn them on
 *   (privacy by default): in the member list each by its `ledenlijst_*_tonen` flag, on a member's
 *   page all of them by `relatie_tonen_contactgegevens`; the GSN by `relatie_tonen_gsn`.
 * - The member list (list, search, detail) exists only where `memberlist_visible` is on and never
 *   for a guest (`memberListOpen` / `memberPageOpen` in @fairway/golf, the rule the app's menu
 *   follows too); a member's page and cards not where `hide_profiel_link` is on.
 * - A member's own friends list is always theirs to read, whatever the member-list flags: friends
 *   are members of the same club they chose, shown with the member list's fields (contact fields
 *   by the same `ledenlijst_*_tonen` flags).
 * - A match's lists (entry list, start list, results) show members the name and handicap of
 *   everyone in them, whatever the member-list flags: the match partner picker shows the same of
 *   everyone at the club, and a match is played with the field it lists.
 * - Another member's cards are their WHS scoring record (Appendix B): processed cards only.
 * - A friend's next tee time only where the club's tee sheet shows who plays
 *   (`booking_show_player_name`): the list tells nothing the sheet would not.
 * - Whether a match sign-up has paid: its own players see it, and the committee (role match_committee), who
 *   keeps the desk; other members see the people of a list, not what they paid
 *   (`paymentStateShown`).
 */

/** The fields of a person that a call may or may not send. */
export const PERSON_FIELDS = [
  'name',
  'handicap',
  'geslacht',
  'foto',
  'gsn',
  'email',
  'telefoon',
  'mobiel',
  'geboortedatum',
  'home_club',
  'scoring_record',
  'next_teetime',
] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

/**
 * Where a person is shown:
 * - `member-list`: the member list and its search;
 * - `friends`: the viewer's own friends list;
 * - `member-detail`: one member's page;
 * - `picker`: choosing a marker, a playing partner or a match partner;
 * - `booking`: the players of a booking the viewer is in, of the viewer's own sign-up for a match;
 * - `match`: the people of a match's entry list, start list and results outside the viewer's own
 *   sign-up;
 * - `tee-sheet`: who holds the places of a tee time the viewer is not in;
 * - `scoring-record`: another member's cards;
 * - `guest-lookup`: a federation player found by GSN, to add as a guest.
 */
export type PersonContext =
  | 'member-list'
  | 'friends'
  | 'member-detail'
  | 'picker'
  | 'booking'
  | 'match'
  | 'tee-sheet'
  | 'scoring-record'
  | 'guest-lookup';

export interface Viewer {
  relatieId: number;
  isGast: boolean;
}

/** The club flags (spec §3 "Club configuration flags") that decide what members see. */
export interface ClubPrivacyFlags {
  memberlist_visible: boolean;
  hide_profiel_link: boolean;
  relatie_tonen_gsn: boolean;
  relatie_tonen_contactgegevens: boolean;
  ledenlijst_telefoon_tonen: boolean;
  ledenlijst_mobiel_tonen: boolean;
  ledenlijst_email_tonen: boolean;
  booking_show_player_name: boolean;
}

export type PersonFields = ReadonlySet<PersonField>;

const ALL: PersonFields = new Set(PERSON_FIELDS);
const NOTHING: PersonFields = new Set();
const NAME: PersonFields = new Set(['name']);
const NAME_HANDICAP: PersonFields = new Set(['name', 'handicap']);

/**
 * The fields of `subjectId` that `viewer` may see in `context`, or null when the viewer may not
 * see this person there at all (the call is refused). `subjectId` null: someone who is not a
 * member (a guest player, a federation player).
 */
export function personFields(
  viewer: Viewer,
  club: ClubPrivacyFlags,
  context: PersonContext,
  subjectId: number | null,
): PersonFields | null {
  if (subjectId !== null && subjectId === viewer.relatieId) return ALL;
  if (context === 'member-list' && !memberListOpen(viewer, club)) return null;
  if (context === 'member-detail' && !memberPageOpen(viewer, club)) return null;
  if (viewer.isGast) return guestView(context);
  switch (context) {
    case 'member-list':
    case 'friends':
      return profile(
        club,
        {
          email: club.ledenlijst_email_tonen,
          telefoon: club.ledenlijst_telefoon_tonen,
          mobiel: club.ledenlijst_mobiel_tonen,
        },
        club.booking_show_player_name,
      );
    case 'member-detail':
      return profile(club, {
        email: club.relatie_tonen_contactgegevens,
        telefoon: club.relatie_tonen_contactgegevens,
        mobiel: club.relatie_tonen_contactgegevens,
      });
    case 'scoring-record':
      if (club.hide_profiel_link) return null;
      return new Set(['name', 'handicap', 'scoring_record']);
    case 'picker':
    case 'booking':
    case 'match':
      return NAME_HANDICAP;
    case 'tee-sheet':
      return club.booking_show_player_name ? NAME : NOTHING;
    case 'guest-lookup':
      return new Set(['name', 'handicap', 'geslacht', 'home_club']);
  }
}

/** A guest sees names where booking or marking needs them, and nothing else of anyone. */
function guestView(context: PersonContext): PersonFields | null {
  switch (context) {
    case 'picker':
    case 'booking':
    case 'guest-lookup':
    case 'friends':
      return NAME;
    case 'tee-sheet':
    case 'match':
      return NOTHING;
    case 'member-list':
    case 'member-detail':
    case 'scoring-record':
      return null;
  }
}

/** A member's profile as the list or page shows it: contact fields only as the flags say. */
function profile(
  club: ClubPrivacyFlags,
  contact: { email: boolean; telefoon: boolean; mobiel: boolean },
  teetime = false,
): PersonFields {
  const fields: PersonField[] = ['name', 'handicap', 'geslacht', 'foto'];
  if (teetime) fields.push('next_teetime');
  if (club.relatie_tonen_gsn) fields.push('gsn');
  if (contact.email) fields.push('email');
  if (contact.telefoon) fields.push('telefoon');
  if (contact.mobiel) fields.push('mobiel');
  return new Set(fields);
}

/** The message of the refusal when `personFields` answers null. */
export function hiddenMessage(context: PersonContext): string {
  switch (context) {
    case 'member-list':
      return 'the member list is not available';
    case 'member-detail':
      return 'member profiles are not available';
    case 'scoring-record':
      return "other members' cards are not available";
    default:
      return 'not available';
  }
}

/**
 * Whether the viewer may see if a match sign-up has paid (its bon): their own sign-up's, and
 * every sign-up's for the committee (role match_committee), who takes the payments at the desk.
 */
export function paymentStateShown(viewer: RoleHolder, ownSignUp: boolean): boolean {
  return ownSignUp || isCommittee(viewer);
}
