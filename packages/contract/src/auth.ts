import { z } from 'zod';
import { CLUB_ROLES } from './roles';

/**
 * POST /api/auth/login (spec §7). `club` is the picked club's id; 0 or empty is refused with
 * 'club may not be empty' (spec §5). Lengths are capped so absurd input is a 400, not work.
 */
export const LoginRequest = z.object({
  club: z.coerce
    .number({ error: 'club may not be empty' })
    .int()
    .min(1, { error: 'club may not be empty' })
    .max(2_147_483_647),
  username: z.string().trim().min(1, { error: 'username is required' }).max(100),
  password: z.string().min(1, { error: 'password is required' }).max(200),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ valid: z.literal(true) });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const SessionClub = z.object({
  id: z.number(),
  club_id: z.number(),
  naam: z.string(),
  snelnaam: z.string(),
});

/** GET /api/auth/login: the session check, "returns status and club" (spec §7). */
export const SessionResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('logged_in'), club: SessionClub, relatie_id: z.number() }),
  z.object({ status: z.literal('logged_out'), club: z.null() }),
]);
export type SessionResponse = z.infer<typeof SessionResponse>;

export const LogoutResponse = z.object({ status: z.literal('success') });

/** GET /api/auth/features: map of name to enabled (spec §6 "Feature flags"). */
export const FEATURE_NAMES = [
  'bookingEnabled',
  'digimarkerEnabled',
  'showQualfyingScorecardMenu',
  'startLijstFlightTonen',
] as const;
export const FeaturesResponse = z.record(z.string(), z.boolean());
export type FeaturesResponse = z.infer<typeof FeaturesResponse>;

/**
 * GET /api/admin/rechten: what the caller may manage (any member may ask; the menu shows by it).
 * Beside the session's schemas, not the committee's: every member's start checks it.
 */
export const AdminRightsResponse = z.object({
  wedstrijden: z.boolean(),
  /** The roles the caller holds at their club: the back office shows the areas they allow. */
  roles: z.array(z.enum(CLUB_ROLES)),
});
export type AdminRightsResponse = z.infer<typeof AdminRightsResponse>;

/** The shortest password a member may set (NIST SP 800-63B asks at least 8; a club's is 10). */
export const PASSWORD_MIN_LENGTH = 10;

/**
 * POST /api/auth/password: sets a member's password with a one-time link's token (a new club's
 * first administrator, a new member, a reset). The link page reads the token from its #fragment.
 */
export const SetPasswordRequest = z.object({
  token: z.string().regex(/^[\w-]{43}$/, { error: 'token is not a password link' }),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, {
      error: `password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    })
    .max(200),
});
export type SetPasswordRequest = z.infer<typeof SetPasswordRequest>;

/**
 * A one-time password link: the app's login page with the token in its #fragment, which no
 * server, log or Referer sees. The server prints it; the app reads it back (passwordLinkToken).
 */
export const passwordLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/login#password=${token}`;

/** The token of a password link's #fragment (`#password=<token>`), or null when it holds none. */
export function passwordLinkToken(hash: string): string | null {
  // The fragment's `password` parameter (no other parameter holds a token; one is never encoded).
  const token = /^#?(?:[^&]*&)*password=([^&]*)/.exec(hash)?.[1];
  return token !== undefined && SetPasswordRequest.shape.token.safeParse(token).success
    ? token
    : null;
}

/** The club and username the new password logs in with (the login form is filled in with them). */
export const SetPasswordResponse = z.object({ club: z.number().int(), username: z.string() });
export type SetPasswordResponse = z.infer<typeof SetPasswordResponse>;
