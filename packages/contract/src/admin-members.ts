import { z } from 'zod';
import { GSN_PATTERN, INPUT_LIMITS, LANGUAGES } from '@fairway/golf';
import { InputDate } from './common';
import { Geslacht, PhoneNumber } from './members';

/**
 * A member as the member administration writes them: on its form and from each row of an import
 * (the import maps a file's columns to these fields and checks each row with this schema, so the
 * form and the file follow one rule per field).
 */

/** A handicap index as entered: −10.0 (a plus 10) to 54.0, one decimal at most. */
export const HandicapIndexInput = z
  .number()
  .min(INPUT_LIMITS.INDEX_MIN_TENTHS / 10, { error: 'a handicap index is at least +10.0' })
  .max(INPUT_LIMITS.INDEX_MAX_TENTHS / 10, { error: 'a handicap index is at most 54.0' })
  .refine((v) => Number.isInteger(Math.round(v * 1000) / 100), {
    error: 'a handicap index has one decimal',
  });

/** A username: what a member types to log in (unique within the club, any case). */
export const Username = z
  .string()
  .trim()
  .min(2, { error: 'a username has at least 2 characters' })
  .max(60)
  .regex(/^[\p{L}\p{N}._@-]+$/u, { error: 'a username has letters, digits and . _ @ - only' });

export const AdminMemberFields = {
  gsn: z
    .string()
    .trim()
    .toUpperCase()
    .regex(GSN_PATTERN, { error: 'gsn must be NL followed by digits' })
    .nullable(),
  voorletters: z.string().trim().max(20).nullable(),
  roepnaam: z.string().trim().max(60).nullable(),
  tussenvoegsel: z.string().trim().max(30).nullable(),
  achternaam: z.string().trim().min(1, { error: 'a surname is required' }).max(80),
  geboortedatum: InputDate.nullable(),
  geslacht: Geslacht,
  email: z.email().max(254).nullable(),
  telefoon: PhoneNumber.nullable(),
  mobiel: PhoneNumber.nullable(),
  voorkeurstaal: z.enum(LANGUAGES),
  category_id: z.number().int().positive().nullable(),
  username: Username.nullable(),
  is_gast: z.boolean(),
  extra_veld_1: z.string().trim().max(200).nullable(),
  /** The index a new member brings (from their former club or the federation) and its date. */
  start_index: HandicapIndexInput.nullable(),
  start_index_date: InputDate.nullable(),
};

/**
 * POST /api/admin/members (a new member) and PUT /api/admin/members/:relatie_id (the whole
 * member). An index needs its date and the other way round.
 */
export const AdminMemberInput = z
  .object(AdminMemberFields)
  .strict()
  .refine((m) => (m.start_index === null) === (m.start_index_date === null), {
    error: 'a handicap index needs its date',
    path: ['start_index_date'],
  });
export type AdminMemberInput = z.infer<typeof AdminMemberInput>;

/** A member with nothing filled in but what every member has (Dutch, not a guest, a man). */
export const BLANK_MEMBER: AdminMemberInput = {
  gsn: null,
  voorletters: null,
  roepnaam: null,
  tussenvoegsel: null,
  achternaam: '',
  geboortedatum: null,
  geslacht: 'm',
  email: null,
  telefoon: null,
  mobiel: null,
  voorkeurstaal: 'nl_NL',
  category_id: null,
  username: null,
  is_gast: false,
  extra_veld_1: null,
  start_index: null,
  start_index_date: null,
};

/** GET /api/admin/members: a search (name, GSN or username) and a page; deactivated on request. */
export const AdminMemberListQuery = z.object({
  q: z.string().trim().max(80).optional(),
  include_deactivated: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminMemberListQuery = z.input<typeof AdminMemberListQuery>;

/** A member as the administration's list shows them. */
export const AdminMemberSummary = z.object({
  relatie_id: z.number().int(),
  naam: z.string(),
  gsn: z.string().nullable(),
  username: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_naam: z.string().nullable(),
  /** The current handicap index (one decimal), null before a first index. */
  handicap: z.number().nullable(),
  is_gast: z.boolean(),
  /** Whether the member has a password (can log in); never the password itself. */
  has_password: z.boolean(),
  deactivated_at: z.string().nullable(),
});
export type AdminMemberSummary = z.infer<typeof AdminMemberSummary>;

export const AdminMemberListResponse = z.object({
  members: z.array(AdminMemberSummary),
  /** How many members the search matches in all (the list pages through them). */
  total: z.number().int(),
});
export type AdminMemberListResponse = z.infer<typeof AdminMemberListResponse>;

/**
 * One member as the administration's form edits them: every field of AdminMemberInput, and what
 * the form shows beside them. `shared`: the player (GSN) is a member of another club too, whose
 * name, birth date, gender, GSN and start index this club does not change.
 */
export const AdminMember = z.object({
  ...AdminMemberFields,
  gsn: z.string().nullable(),
  email: z.string().nullable(),
  telefoon: z.string().nullable(),
  mobiel: z.string().nullable(),
  username: z.string().nullable(),
  geboortedatum: z.string().nullable(),
  start_index: z.number().nullable(),
  start_index_date: z.string().nullable(),
  relatie_id: z.number().int(),
  category_naam: z.string().nullable(),
  handicap: z.number().nullable(),
  has_password: z.boolean(),
  deactivated_at: z.string().nullable(),
  shared: z.boolean(),
});
export type AdminMember = z.infer<typeof AdminMember>;

/** POST /api/admin/members/:relatie_id/password-link: the link to pass on to the member. */
export const AdminPasswordLinkResponse = z.object({
  url: z.string(),
  expires_at: z.string(),
});
export type AdminPasswordLinkResponse = z.infer<typeof AdminPasswordLinkResponse>;

/** GET /api/admin/members/export: the file's kind. */
export const AdminMemberExportQuery = z.object({ format: z.enum(['csv', 'xlsx']) });

/** A member category of the club, with how many members hold it. */
export const AdminMemberCategory = z.object({
  id: z.number().int(),
  naam: z.string(),
  position: z.number().int(),
  members: z.number().int(),
});
export type AdminMemberCategory = z.infer<typeof AdminMemberCategory>;

export const AdminMemberCategoriesResponse = z.object({
  categories: z.array(AdminMemberCategory),
});
export type AdminMemberCategoriesResponse = z.infer<typeof AdminMemberCategoriesResponse>;

/** POST and PUT /api/admin/member-categories[/:id]: a name unique in the club (any case). */
export const AdminMemberCategoryInput = z
  .object({
    naam: z.string().trim().min(1, { error: 'a category has a name' }).max(60),
    position: z.number().int().min(0).max(999).default(0),
  })
  .strict();
export type AdminMemberCategoryInput = z.input<typeof AdminMemberCategoryInput>;
