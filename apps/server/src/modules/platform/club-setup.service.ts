import { LANGUAGES } from '@fairway/golf';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import { ensureCountries } from '../../db/reference/countries';
import { transaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { createPasswordLink, PasswordLinkRepository } from '../auth';
import { PlatformRepository } from './platform.repository';

/** New clubs get federation numbers from here on, clear of the demo's and the federation's. */
const FIRST_CLUB_NUMBER = 1000;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

/** What `npm run club -- create` takes (the command's options, named as the command names them). */
export const NewClub = z
  .object({
    name: z.string().trim().min(2, { error: 'name must be at least 2 characters' }).max(100),
    shortName: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{1,29}$/i, {
        error: 'short-name must be 2 to 30 letters, digits or dashes',
      }),
    timezone: z
      .string()
      .refine(isTimeZone, { error: 'timezone must be an IANA zone such as Europe/Amsterdam' }),
    language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }),
    type: z.string().regex(/^[a-z]$/, { error: 'type must be one letter (c: club)' }),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}(-[A-Za-z]{3})?$/, { error: 'country must be an ISO code such as NL' }),
    clubNumber: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    /** The town the club is in, shown beside its name where members pick a club. */
    place: z.string().trim().min(1).max(100).optional(),
    /**
     * False for a club members only play at (at home or abroad): the cards they enter from there
     * name it, no one logs in to it, so it has no administrator.
     */
    onPlatform: z.boolean().default(true),
    /**
     * The first administrator, a new member. Left out, the club starts without one and the operator
     * appoints one of its members later (`appointAdministrator`).
     */
    admin: z
      .string()
      .trim()
      .regex(/^[\w.@-]{2,100}$/, {
        error: 'admin must be a username of 2 to 100 letters, digits or . _ @ -',
      })
      .optional(),
    adminName: z.string().trim().min(1).max(100).optional(),
    adminEmail: z.email({ error: 'admin-email must be an e-mail address' }).optional(),
  })
  .refine((c) => c.onPlatform || c.admin === undefined, {
    error: 'a club off the platform has no administrator: no one logs in to it',
    path: ['admin'],
  })
  .refine((c) => c.admin !== undefined || (c.adminName ?? c.adminEmail) === undefined, {
    error: 'admin-name and admin-email need admin',
    path: ['admin'],
  });
export type NewClub = z.input<typeof NewClub>;

/**
 * The platform operator's work on clubs (the `npm run club` command): a club from nothing with its
 * first administrator and the one-time link that sets their password; the list; disabling.
 */
export class ClubSetupService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /**
   * Creates the club, its placeholder for unknown players and its administrator, if named, in one
   * transaction; answers the link's token (null without an administrator). A federation (type f) is the federation's own environment.
   */
  async create(newClub: NewClub) {
    const input = NewClub.parse(newClub);
    return transaction(this.db, async (tx) => {
      const repo = new PlatformRepository(tx);
      await ensureCountries(tx);
      const country = await repo.countryByCode(input.country);
      if (!country) throw refused('country', `no country with code ${input.country}`);
      if (await repo.byShortName(input.shortName)) {
        throw refused('short-name', `a club with short name ${input.shortName} exists`);
      }
      if (input.clubNumber !== undefined && (await repo.byNumber(input.clubNumber))) {
        throw refused('club-number', `a club with number ${input.clubNumber} exists`);
      }
      const club = await repo.insertClub({
        club_id: input.clubNumber ?? (await repo.nextNumber(FIRST_CLUB_NUMBER)),
        naam: input.name,
        snelnaam: input.shortName,
        type: input.type,
        environment: input.type === 'f' ? 'federation' : 'club',
        on_platform: input.onPlatform,
        country_id: country.id,
        plaats: input.place ?? null,
        timezone: input.timezone,
        language: input.language,
      });
      // Members of a club on the platform may book a player whose name they do not know yet.
      if (input.onPlatform && input.type !== 'f')
        await repo.insertUnknownPlayer(club.id, this.clock());
      if (input.admin === undefined) return { club, adminId: null, token: null };
      const adminId = await repo.insertMember({
        clubId: club.id,
        username: input.admin,
        lastName: input.adminName ?? input.admin,
        email: input.adminEmail ?? null,
        language: input.language,
        roles: ['administrator'],
      });
      const token = await createPasswordLink(
        new PasswordLinkRepository(tx),
        club.id,
        adminId,
        this.clock(),
      );
      return { club, adminId, token };
    });
  }

  async list() {
    const repo = new PlatformRepository(this.db);
    const rows = await repo.list();
    return Promise.all(
      rows.map(async ({ club, members }) => ({
        club,
        members,
        admins: (await repo.admins(club.id)).map((a) => a.username ?? `#${a.relatie_id}`),
      })),
    );
  }

  /** Disables (or enables again) the club with that short name. */
  async setDisabled(shortName: string, disabled: boolean) {
    const repo = new PlatformRepository(this.db);
    const club = await repo.byShortName(shortName);
    if (!club) throw refused('short-name', `no club with short name ${shortName}`);
    await repo.setDisabled(club.id, disabled ? this.clock() : null);
    return club;
  }

  /**
   * Makes a member of the club its administrator: the first of a club that started without one,
   * or a new one when the club's last administrator left. Answers whether the role is new.
   */
  async appointAdministrator(shortName: string, username: string): Promise<boolean> {
    return transaction(this.db, async (tx) => {
      const repo = new PlatformRepository(tx);
      const club = await repo.byShortName(shortName);
      if (!club) throw refused('short-name', `no club with short name ${shortName}`);
      if (!club.on_platform) throw refused('short-name', `${shortName} is not on the platform`);
      const member = await repo.memberByUsername(club.id, username);
      if (!member) throw refused('username', `no member ${username} at ${shortName}`);
      if (member.deactivated)
        throw refused('username', `${username} is deactivated at ${shortName}`);
      return repo.grantRole(club.id, member.id, 'administrator');
    });
  }

  /** A new one-time link for a member of the club (an administrator who lost theirs). */
  async newLink(shortName: string, username: string) {
    const repo = new PlatformRepository(this.db);
    const club = await repo.byShortName(shortName);
    if (!club) throw refused('short-name', `no club with short name ${shortName}`);
    const member = await repo.memberByUsername(club.id, username);
    if (!member) throw refused('username', `no member ${username} at ${shortName}`);
    return createPasswordLink(
      new PasswordLinkRepository(this.db),
      club.id,
      member.id,
      this.clock(),
    );
  }
}

const refused = (field: string, message: string) =>
  new AppError('VALIDATION', message, [{ field, message }]);
