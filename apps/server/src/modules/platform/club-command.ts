import { parseArgs } from 'node:util';
import { DEFAULT_LANGUAGE } from '@fairway/golf';
import { AppError } from '../../errors';
import { passwordLinkUrl, PASSWORD_LINK_TTL_MS } from '../auth';
import { NewClub, type ClubSetupService } from './club-setup.service';

export const CLUB_HELP = `Usage: npm run club -- <command> [options]

Runs on the server's database: DATABASE_URL, else the PGlite files in DATA_DIR (./data), created
and migrated when new. With PGlite, stop the server first: one process holds the files.

Commands:
  create   A club and its first administrator; prints a one-time link (valid ${PASSWORD_LINK_TTL_MS / 86_400_000} days)
           that sets the administrator's password.
             --name "<name>"          the club's name (required)
             --short-name <name>      short name, 2 to 30 letters, digits or dashes (required)
             --timezone <zone>        IANA time zone, e.g. Europe/Amsterdam (required)
             --admin <username>       the administrator's username (required)
             --admin-name "<name>"    the administrator's name (default: the username)
             --admin-email <address>  the administrator's e-mail address
             --language <lang>        nl_NL, en_US or et_EE (default ${DEFAULT_LANGUAGE})
             --country <code>         ISO country code (default NL)
             --type <letter>          club type (default c)
             --club-number <n>        the federation's club number (default: the next free one)
             --place "<town>"         the town the club is in
             --off-platform           a club members only play at (their cards name it): no one
                                      logs in to it, so no --admin
  list     The clubs on this server: short name, number, name, members, administrators, state.
  disable  --short-name <name>: its members can no longer log in, their sessions end; data stays.
  enable   --short-name <name>: undoes disable.
  link     --short-name <name> --username <username>: a new one-time password link for a member.
  admin    --short-name <name> --username <username>: makes a member the club's administrator
           (when its last administrator left).
  help     This text (also --help).

The link is printed as a full URL on a line of its own; it starts with PUBLIC_URL (set it to the
address members use), else http://localhost:PORT.
`;

const OPTIONS = {
  name: { type: 'string' },
  'short-name': { type: 'string' },
  timezone: { type: 'string' },
  admin: { type: 'string' },
  'admin-name': { type: 'string' },
  'admin-email': { type: 'string' },
  language: { type: 'string' },
  country: { type: 'string' },
  type: { type: 'string' },
  'club-number': { type: 'string' },
  place: { type: 'string' },
  'off-platform': { type: 'boolean' },
  username: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** The option names as the command spells them, for messages about a field of NewClub. */
const OPTION_OF: Record<string, string> = {
  shortName: 'short-name',
  clubNumber: 'club-number',
  adminName: 'admin-name',
  adminEmail: 'admin-email',
};

/** Parses and runs one `npm run club` command; answers the process's exit code. */
export async function runClubCommand(
  argv: string[],
  service: ClubSetupService,
  publicUrl: string,
  io: CommandIo,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    io.err((error as Error).message);
    io.err('Run `npm run club -- --help` for the commands and their options.');
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals[0] ?? 'help';
  if (values.help || command === 'help') {
    io.out(CLUB_HELP);
    return 0;
  }
  try {
    switch (command) {
      case 'create':
        return await create(values, service, publicUrl, io);
      case 'list':
        return await list(service, io);
      case 'disable':
      case 'enable': {
        const club = await service.setDisabled(
          required(values['short-name'], 'short-name'),
          command === 'disable',
        );
        io.out(`${club.snelnaam}: ${command === 'disable' ? 'disabled' : 'enabled'}`);
        return 0;
      }
      case 'link': {
        const token = await service.newLink(
          required(values['short-name'], 'short-name'),
          required(values.username, 'username'),
        );
        io.out('One-time link that sets the password:');
        io.out(passwordLinkUrl(publicUrl, token));
        return 0;
      }
      case 'admin': {
        const username = required(values.username, 'username');
        const shortName = required(values['short-name'], 'short-name');
        const added = await service.appointAdministrator(shortName, username);
        io.out(`${username} ${added ? 'is now' : 'was already'} an administrator of ${shortName}`);
        return 0;
      }
      default:
        io.err(
          `Unknown command: ${command}. Commands: create, list, disable, enable, link, admin, help.`,
        );
        return 2;
    }
  } catch (error) {
    if (error instanceof AppError) {
      io.err(`Refused: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

async function create(
  values: Record<string, string | boolean | undefined>,
  service: ClubSetupService,
  publicUrl: string,
  io: CommandIo,
): Promise<number> {
  const input = NewClub.safeParse({
    name: values.name,
    shortName: values['short-name'],
    timezone: values.timezone,
    admin: values.admin,
    adminName: values['admin-name'],
    adminEmail: values['admin-email'],
    language: values.language ?? DEFAULT_LANGUAGE,
    country: values.country ?? 'NL',
    type: values.type ?? 'c',
    clubNumber: values['club-number'],
    place: values.place,
    onPlatform: values['off-platform'] !== true,
  });
  // A club on the platform starts with its administrator here: without one no one could log in.
  const noAdmin = values['off-platform'] !== true && values.admin === undefined;
  if (!input.success || noAdmin) {
    if (noAdmin) io.err('--admin is required');
    for (const issue of input.success ? [] : input.error.issues) {
      const field = String(issue.path[0] ?? '');
      const option = OPTION_OF[field] ?? field;
      io.err(issue.code === 'invalid_type' ? `--${option} is required` : issue.message);
    }
    return 2;
  }
  const { club, token } = await service.create(input.data);
  io.out(
    `Club created: ${club.naam} (${club.snelnaam}, number ${club.club_id}, ${club.timezone}).`,
  );
  if (token !== null) {
    io.out(`Administrator: ${input.data.admin}. This one-time link sets their password:`);
    io.out(passwordLinkUrl(publicUrl, token));
  }
  return 0;
}

async function list(service: ClubSetupService, io: CommandIo): Promise<number> {
  const rows = await service.list();
  if (rows.length === 0) {
    io.out('No clubs yet: npm run club -- create --help');
    return 0;
  }
  for (const { club, members, admins } of rows) {
    const state = club.disabled_at ? `disabled since ${club.disabled_at.toISOString()}` : 'active';
    io.out(
      [
        club.snelnaam,
        club.club_id,
        club.naam,
        `${members} members`,
        `admins: ${admins.join(', ') || '-'}`,
        state,
      ].join('\t'),
    );
  }
  return 0;
}

function required(value: string | boolean | undefined, option: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new AppError('VALIDATION', `--${option} is required`);
  }
  return value;
}
