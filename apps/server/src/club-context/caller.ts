import { actsAs, type ClubRole } from '@fairway/contract';

/**
 * Who is calling: the session's club and member. Every service takes it first; a member is only
 * ever shown or changed within `clubId`.
 */
export interface Auth {
  clubId: number;
  relatieId: number;
  /** The session's token hash (logout ends exactly this session). */
  tokenHash: string;
}

/** A member as far as their rights go: the roles they hold at their club (member_roles). */
export interface RoleHolder {
  roles: readonly ClubRole[];
}

/** Whether the member may act as `role` (an administrator may act as every role). */
export const hasRole = (member: RoleHolder | null | undefined, role: ClubRole): boolean =>
  member ? actsAs(member.roles, role) : false;

/** The match committee manages matches and takes payments at its desk. */
export const isCommittee = (member: RoleHolder | null | undefined): boolean =>
  hasRole(member, 'match_committee');
