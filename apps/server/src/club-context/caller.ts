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

/** The roles a member holds at their club. */
export type Role = 'member' | 'admin';

/** The match committee is role admin: it manages matches, sets the course status, takes payments. */
export const isCommittee = (member: { role: Role } | null | undefined): boolean =>
  member?.role === 'admin';
