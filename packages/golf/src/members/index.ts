/**
 * Who may open the club's member list and another member's page (spec §2 Menu, §6 club flags):
 * one rule for the server's privacy policy (apps/server member-privacy.ts) and the app's menu and
 * route gates, so the app never offers a screen the server refuses.
 */

/** The club flags the rule reads (spec §3 "Club configuration flags"). */
export interface MemberListFlags {
  memberlist_visible: boolean;
  hide_profiel_link: boolean;
}

/** The one looking: a guest (is_gast) or a member. */
export interface MemberListViewer {
  isGast: boolean;
}

/**
 * The member list (list, search) exists for members of a club that shows it; a guest never sees
 * it. Friends are not part of it: a member's own friends list is always theirs to read.
 */
export function memberListOpen(viewer: MemberListViewer, club: MemberListFlags): boolean {
  return !viewer.isGast && club.memberlist_visible;
}

/**
 * Another member's page (/app/member/{id}, reached from lists, friends and participants): part
 * of the member list, and blocked where the club hides profile links (`hide_profiel_link`). The
 * member's own profile is not another member's page: the flag never hides it.
 */
export function memberPageOpen(viewer: MemberListViewer, club: MemberListFlags): boolean {
  return memberListOpen(viewer, club) && !club.hide_profiel_link;
}
