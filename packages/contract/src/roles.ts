/**
 * The roles a member may hold at their club, several at once. An administrator grants and takes
 * them and may do what each of them may; the match committee manages matches and takes payments
 * at its desk; the tee-sheet manager sets the course status (and, later, the tee sheet).
 */
export const CLUB_ROLES = [
  'administrator',
  'member_admin',
  'match_committee',
  'handicap_committee',
  'tee_sheet_manager',
  'news_editor',
] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

/** Whether a member with `roles` may act as `role` (an administrator may act as every role). */
export const actsAs = (roles: readonly ClubRole[], role: ClubRole): boolean =>
  roles.includes(role) || roles.includes('administrator');
