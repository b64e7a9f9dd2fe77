import { z } from 'zod';
import { LANGUAGES } from '@fairway/golf';
import { InputDate, WireDate } from './common';
import { Flag } from './scorecards';

/** Gender as the spec spells it: m or v, default m (spec §3). */
export const Geslacht = z.enum(['m', 'v']);

/** A member's name in its parts (spec §3), and written out as the app shows it. */
const MemberName = z.object({
  voorletters: z.string().nullable(),
  roepnaam: z.string().nullable(),
  tussenvoegsel: z.string().nullable(),
  achternaam: z.string(),
  volledige_naam: z.string(),
  volledige_naam_formatted: z.string(),
});

/**
 * A member (relatie) as spec §3 "User / member" names the fields. `handicap` is the index as a
 * number with one decimal (negative = plus handicap). `extra_veld_1` is only sent for club 414.
 */
export const Relatie = z.object({
  id: z.number(),
  gsn: z.string().nullable(),
  ...MemberName.shape,
  handicap: z.number().nullable(),
  geboortedatum: WireDate.nullable(),
  geslacht: Geslacht,
  email: z.string().nullable(),
  /** Phone and mobile number (spec §3 contact fields; the member's own, editable). */
  telefoon: z.string().nullable(),
  mobiel: z.string().nullable(),
  foto_mob_url: z.string().nullable(),
  foto_mob_lg_url: z.string().nullable(),
  foto_mob_sm_url: z.string().nullable(),
  foto_lg_url: z.string().nullable(),
  is_friends: z.boolean(),
  is_gast: z.boolean(),
  teetime_id: z.number().nullable(),
  voorkeurstaal: z.string(),
  extra_veld_1: z.string().nullable().optional(),
});
export type Relatie = z.infer<typeof Relatie>;

/**
 * Another member as the viewer may see them (the server's privacy policy decides each field):
 * the name always; every optional field is absent where the club's flags or the viewer's role
 * hide it. Never a birth date or a preferred language.
 */
export const MemberView = z.object({
  id: z.number(),
  ...MemberName.shape,
  is_friends: z.boolean(),
  is_gast: z.boolean(),
  teetime_id: z.number().nullable(),
  handicap: z.number().nullable().optional(),
  geslacht: Geslacht.optional(),
  foto_mob_url: z.string().nullable().optional(),
  foto_mob_lg_url: z.string().nullable().optional(),
  foto_mob_sm_url: z.string().nullable().optional(),
  foto_lg_url: z.string().nullable().optional(),
  gsn: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  /**
   * Phone and mobile number, present only where the club's flags show them (the member list by
   * ledenlijst_telefoon_tonen / ledenlijst_mobiel_tonen, a member's page by
   * relatie_tonen_contactgegevens); null when the member has none.
   */
  telefoon: z.string().nullable().optional(),
  mobiel: z.string().nullable().optional(),
  /**
   * The member's next tee time, asked for with the friends list's `teetime` parameter where the
   * club has booking and shows players' names on its tee sheet; null when none is booked.
   */
  next_teetime: z
    .object({ id: z.number(), date: WireDate, time: z.string() })
    .nullable()
    .optional(),
});
export type MemberView = z.infer<typeof MemberView>;
export const MemberViewList = z.array(MemberView);

/**
 * A phone number as a member types it: digits with an optional leading +, spaces, dashes, dots
 * and brackets between them; 6 to 15 digits (E.164's longest). An empty string is no number.
 */
export const PhoneNumber = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[0-9][0-9 ()./-]*[0-9]$/, 'not a phone number')
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 15;
  }, 'a phone number has 6 to 15 digits');

/**
 * POST /api/relatie/self: the editable part of the profile (spec §7, geboortedatum as YYYY-MM-DD).
 * Every field is optional so a form can send what it shows; unknown languages are refused.
 */
export const UpdateSelfRequest = z
  .object({
    roepnaam: z.string().trim().max(60).nullable(),
    email: z.email().max(254).nullable(),
    telefoon: PhoneNumber.nullable(),
    mobiel: PhoneNumber.nullable(),
    geboortedatum: InputDate.nullable(),
    geslacht: Geslacht,
    voorkeurstaal: z.enum([...LANGUAGES, 'de_DE']),
    extra_veld_1: z.string().max(200).nullable(),
  })
  .partial()
  .strict();
export type UpdateSelfRequest = z.infer<typeof UpdateSelfRequest>;

export const UpdateSelfResponse = z.object({ status: z.literal('success'), relatie: Relatie });

/** Paging of a member list (spec §9: the first page 20, every further load 100). */
const Paging = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
};

/**
 * GET /api/relatie: the club's members, by name or, with `egaSorted`, by handicap (lowest first,
 * members without a handicap last). `isMarkerSelection` / `isWedstrijdSelection` ask for the
 * members one may choose as marker or match partner: everyone of the club but oneself.
 */
export const MemberListQuery = z.object({
  ...Paging,
  egaSorted: Flag.optional(),
  isMarkerSelection: Flag.optional(),
  isWedstrijdSelection: Flag.optional(),
});
export type MemberListQuery = z.infer<typeof MemberListQuery>;

/** GET /api/relatie/friends: the member's friends by name; `teetime` adds their next tee time. */
export const FriendsQuery = z.object({ ...Paging, teetime: Flag.optional() });
export type FriendsQuery = z.infer<typeof FriendsQuery>;

/** POST and DELETE /api/relatie/friends/{id}: whether the member is a friend afterwards. */
export const FriendChangeResponse = z.object({
  status: z.literal('success'),
  is_friends: z.boolean(),
});
export type FriendChangeResponse = z.infer<typeof FriendChangeResponse>;

/**
 * GET /api/relatie/self/export: everything the app keeps about the member, as one JSON document
 * (the right of access, AVG/GDPR art. 15): the profile, their memberships, cards, bookings and
 * friends. Never a password hash or session.
 */
export const DataExportResponse = z.object({
  exported_at: z.string(),
  profile: Relatie,
  memberships: z.array(
    z.object({
      club: z.string(),
      username: z.string().nullable(),
      is_gast: z.boolean(),
      /** The roles held at the club (CLUB_ROLES), none for most members. */
      roles: z.array(z.string()),
      since: z.string(),
    }),
  ),
  cards: z.array(z.record(z.string(), z.unknown())),
  bookings: z.array(z.record(z.string(), z.unknown())),
  friends: z.array(z.object({ id: z.number(), volledige_naam: z.string() })),
});
export type DataExportResponse = z.infer<typeof DataExportResponse>;
