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
