import { z } from 'zod';
import { Id, InputDate, noneTwice } from './common';
import { CLUB_ROLES } from './roles';

/**
 * The back office's shared shapes: the audit trail every admin write leaves, the club's roles as
 * the administrator grants them, and the kinds of import. The calls of each area (club settings,
 * members, courses) have files of their own beside this one.
 */

/** What a club imports from a file, each previewed before it is applied. */
export const IMPORT_KINDS = ['members', 'courses'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const ClubRoleName = z.enum(CLUB_ROLES);

/** The kinds of record the back office writes an audit row for (the trail's filter offers them). */
export const AUDIT_ENTITIES = [
  'member',
  'member_roles',
  'member_category',
  'category_booking_rules',
  'cancellation_reason',
  'guest_field_config',
  'club_settings',
  'club_notification_kinds',
  'course',
  'tee',
  'tee_sheet',
  'tee_block',
  'booking_attendance',
  'news_post',
  'faq_entry',
  'scorecard',
  'handicap_adjustment',
  'import',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** A row of the audit trail: who did what to which record, and what it was and became. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  /** The actor's name as the club knows them now; null for the platform's command line. */
  actor_naam: z.string().nullable(),
  entity: z.string(),
  record_id: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Page size of the audit trail on screen (the export has every row the filter matches). */
export const AUDIT_PAGE_SIZE = 50;

/** The audit trail's filter: any of record kind, record, actor and day range; `before` pages on. */
export const AuditQuery = z.object({
  entity: z.string().trim().min(1).max(40).optional(),
  record_id: z.string().trim().min(1).max(40).optional(),
  actor_id: Id.optional(),
  from: InputDate.optional(),
  until: InputDate.optional(),
  /** The id of the last row already shown: the next page starts below it. */
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditListResponse = z.object({
  entries: z.array(AuditEntry),
  /** Whether rows older than the last one shown match too. */
  more: z.boolean(),
});
export type AuditListResponse = z.infer<typeof AuditListResponse>;

/** A member as the role screen lists them: name, and the roles they hold. */
export const RoleHolderEntry = z.object({
  relatie_id: z.number().int(),
  naam: z.string(),
  roles: z.array(ClubRoleName),
});
export type RoleHolderEntry = z.infer<typeof RoleHolderEntry>;

/** Every member who holds a role at the club. */
export const RoleHoldersResponse = z.object({ members: z.array(RoleHolderEntry) });
export type RoleHoldersResponse = z.infer<typeof RoleHoldersResponse>;

/** The roles a member is to hold from now on (the administrator's choice replaces all of them). */
export const SetRolesRequest = z.object({
  roles: z.array(ClubRoleName).max(CLUB_ROLES.length).refine(noneTwice(), {
    error: 'names a role twice',
  }),
});
export type SetRolesRequest = z.infer<typeof SetRolesRequest>;

/** The answer to a member's roles set: the roles they hold now. */
export const SetRolesResponse = z.object({
  relatie_id: z.number().int(),
  roles: z.array(ClubRoleName),
});
export type SetRolesResponse = z.infer<typeof SetRolesResponse>;

/** Path of the calls about one member of the club: `/api/admin/members/:relatie_id/…`. */
export const MemberParams = z.object({ relatie_id: Id });
