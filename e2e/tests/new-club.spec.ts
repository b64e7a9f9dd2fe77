import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { HOME_PATH, loginForm, pageTitle, path as urlPath, setLanguage } from './support/app';
import { FOUR_FREE, firstFreeTime, openGrid, settled, teeTimeRow } from './support/booking';
import { seriousViolations } from './support/axe';
import { CREATE_HOGE_DIJK } from '../../apps/server/test/club-fixtures';
import {
  fillNineHoleCourse,
  importMembersTwice,
  memberExport50,
  saveCourse,
} from './support/back-office';
import { CLOCK_START, E2E_PORT, SERVER_BUNDLE, serverEnv, test } from './support/fixtures';
import { en, nl, type Translate } from './support/i18n';

// A club moves in on a server without demo data: the operator creates it with `npm run club`
// (the server stopped, as the command asks with PGlite), starts the server, and the printed link
// lets its administrator choose a password and log in. Then the administrator sets the club up in
// the back office — booking on, 50 members imported from the old system's export (a refused row
// fixed, applied, undone, applied again), one member on the match committee, a course with a tee
// — and a member of the new club logs in and books a tee time on it, with a player whose name
// they do not know yet. No SQL, no seed.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Beside the workers' servers and app-update.spec.ts's two ports (playwright.config.ts). */
const PORT = E2E_PORT + 10;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Hoge-Dijk-2026';

test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial' });

let dataDir: string;
let server: ChildProcess | undefined;
let link: string;

function runClubCommand(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'club', '--', ...args], {
      cwd: ROOT,
      env: { ...serverEnv(PORT, dataDir, ORIGIN), DEMO_DATA: '0' },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(out))));
  });
}

/** When this spec's server started: its clock is CLOCK_START plus the time since. */
let serverStartedAt = 0;
const ourServerNow = () => new Date(new Date(CLOCK_START).getTime() + Date.now() - serverStartedAt);

async function startServer(): Promise<void> {
  serverStartedAt = Date.now();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...serverEnv(PORT, dataDir, ORIGIN), DEMO_DATA: '0' },
  });
  server = child;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fairway-e2e-club-'));
  const printed = await runClubCommand(CREATE_HOGE_DIJK);
  link = printed.split('\n').find((line) => line.startsWith(`${ORIGIN}/login#password=`)) ?? '';
  expect(link, printed).not.toBe('');
  await startServer();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('the administrator sets a password with the printed link and logs in', async ({ page }) => {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: nl('passwordLink.title') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const password = page.getByRole('textbox', { name: nl('passwordLink.password'), exact: true });
  const repeat = page.getByRole('textbox', { name: nl('passwordLink.repeat'), exact: true });
  const submit = page.getByRole('button', { name: nl('passwordLink.submit') });

  await password.fill('kort');
  await submit.click();
  await expect(page.getByText(nl('passwordLink.errors.tooShort', { min: 10 }))).toBeVisible();
  await password.fill(PASSWORD);
  await repeat.fill(`${PASSWORD}!`);
  await submit.click();
  await expect(page.getByText(nl('passwordLink.errors.mismatch'))).toBeVisible();
  await repeat.fill(PASSWORD);
  await submit.click();

  // The login, filled in for the new club and its administrator; the token left the address.
  await expect(page.getByRole('status').getByText(nl('passwordLink.done'))).toBeVisible();
  await expect(page).toHaveURL(urlPath('/login'));
  const form = loginForm(page);
  await expect(form.club.locator('option:checked')).toHaveText('Golfclub De Hoge Dijk');
  await expect(form.username).toHaveValue('beheer');
  await form.password.fill(PASSWORD);
  await form.submit.click();
  await expect(page).toHaveURL(urlPath(HOME_PATH));
  await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
});

test('a link is used once: opened again it says so and leads to the login', async ({ page }) => {
  await page.goto(link);
  await page
    .getByRole('textbox', { name: nl('passwordLink.password'), exact: true })
    .fill(PASSWORD);
  await page.getByRole('textbox', { name: nl('passwordLink.repeat'), exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: nl('passwordLink.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(nl('errors.PASSWORD_LINK_INVALID'));
  await page.getByRole('button', { name: nl('passwordLink.toLogin') }).click();
  await expect(loginForm(page).submit).toBeVisible();
});

/** Logs in at the new club through the login screen (its only club in the picker). */
async function loginAt(page: Page, username: string, password: string) {
  await page.goto('/login');
  const form = loginForm(page);
  await form.club.selectOption({ label: CLUB });
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page).toHaveURL(urlPath(HOME_PATH));
}

/** The club's export from its old system (the day of row 7 does not exist). */
const EXPORT = {
  name: 'leden-hoge-dijk.csv',
  buffer: memberExport50({
    gsnFrom: 72_000_000,
    firstName: 'Björn',
    surname: 'Dijkman',
    bornFrom: 1955,
    badRow: 6,
    badDay: '30-02-1975',
    usernames: true,
  }),
};

const CLUB = 'Golfclub De Hoge Dijk';
const COURSE = 'De Dijkbaan';
const MEMBER_PASSWORD = 'Dijkman-lid-2026';

test('the administrator sets the club up in the back office, and a member books', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  await loginAt(page, 'beheer', PASSWORD);

  // Booking on.
  await page.goto('/app/admin/settings');
  await settled(page, pageTitle(page, nl('clubSettings.title')));
  const booking = page.getByRole('switch', {
    name: nl('clubSettings.fields.booking_mob_enabled.label'),
    exact: true,
  });
  await booking.check();
  await page.getByRole('button', { name: nl('clubSettings.save'), exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(nl('clubSettings.saved'));

  // 50 members from the export: one refused row fixed, applied, undone, applied again.
  await page.goto('/app/admin/members/import');
  await settled(page, pageTitle(page, nl('memberImport.title')));
  await importMembersTwice(page, EXPORT, { day: '30-02-1975', fixedDay: '28-02-1975' });
  const members = (await (await page.request.get('/api/admin/members?limit=100')).json()) as {
    total: number;
  };
  // The administrator and the 50.
  expect(members.total).toBe(51);

  // One of them on the match committee.
  await page.goto('/app/admin/roles');
  await settled(page, pageTitle(page, nl('admin.roles.title')));
  await page.getByRole('searchbox', { name: nl('admin.roles.search') }).fill('Dijkman1');
  await page
    .getByRole('group', { name: nl('admin.roles.give') })
    .locator('ion-item', { hasText: 'Dijkman1' })
    .first()
    .click();
  const committee = page.getByRole('checkbox', {
    name: new RegExp(nl('admin.role.match_committee')),
  });
  await committee.click();
  await expect(committee).toBeChecked();
  await page.getByRole('button', { name: nl('admin.roles.save') }).click();
  await expect(
    page
      .getByRole('group', { name: nl('admin.roles.holders') })
      .locator('ion-item', { hasText: 'Dijkman1' }),
  ).toContainText(nl('admin.role.match_committee'));

  // A 9-hole course with one tee.
  await page.goto('/app/admin/courses/new');
  await settled(page, pageTitle(page, nl('courseAdmin.newTitle')));
  await fillNineHoleCourse(page, {
    name: COURSE,
    tee: 'Geel',
    ratings: ['35,2', '37,4'],
    slopes: ['121', '127'],
  });
  await saveCourse(page);
  await expect(page).toHaveURL(urlPath(/\/app\/admin\/courses\/\d+$/));

  // A first-password link for member lid2, made in the member administration.
  const lid = (
    (await (await page.request.get('/api/admin/members?q=lid2&limit=5')).json()) as {
      members: { relatie_id: number; username: string | null }[];
    }
  ).members.find((m) => m.username === 'lid2')!;
  await page.goto(`/app/admin/members/${lid.relatie_id}`);
  await settled(page, pageTitle(page, nl('memberAdmin.edit')));
  await page.getByRole('button', { name: nl('memberAdmin.access.makeLink') }).click();
  const memberLink = (await page.getByTestId('password-link').textContent())!;

  // The member sets a password, logs in and books on the new course.
  const memberContext = await browser.newContext({ baseURL: ORIGIN });
  // The browser's clock reads this server's time, as the fixtures' contexts read theirs.
  await memberContext.clock.install({ time: ourServerNow() });
  const member = await memberContext.newPage();
  await member.goto(memberLink);
  await member
    .getByRole('textbox', { name: nl('passwordLink.password'), exact: true })
    .fill(MEMBER_PASSWORD);
  await member
    .getByRole('textbox', { name: nl('passwordLink.repeat'), exact: true })
    .fill(MEMBER_PASSWORD);
  await member.getByRole('button', { name: nl('passwordLink.submit') }).click();
  await expect(member.getByRole('status').getByText(nl('passwordLink.done'))).toBeVisible();
  const form = loginForm(member);
  await form.password.fill(MEMBER_PASSWORD);
  await form.submit.click();
  await expect(member).toHaveURL(urlPath(HOME_PATH));
  await openGrid(member, 2);
  const time = await firstFreeTime(member);
  const row = teeTimeRow(member, time);
  await expect(row).toContainText(FOUR_FREE);
  await row.click();
  await settled(member, pageTitle(member, nl('booking.create.title')));
  await expect(member.getByRole('main')).toContainText(COURSE);
  // With a player whose name they do not know yet: the new club has its placeholder for them.
  await member.getByRole('button', { name: nl('booking.players.addUnknown'), exact: true }).click();
  await member.getByRole('button', { name: nl('booking.create.submit'), exact: true }).click();
  await expect(member).toHaveURL(urlPath('/app/booking/list'));
  await expect(member.getByRole('status')).toHaveText(nl('booking.create.done'));
  await expect(member.getByRole('main')).toContainText(nl('booking.unknownPlayer'));
  await memberContext.close();
});

/** The back office's screens of the new club, each checked by axe. */
const ADMIN_SCREENS: [string, string][] = [
  ['/app/admin', 'admin.title'],
  ['/app/admin/settings', 'clubSettings.title'],
  ['/app/admin/members', 'memberAdmin.title'],
  ['/app/admin/members/import', 'memberImport.title'],
  ['/app/admin/member-categories', 'memberAdmin.categories.title'],
  ['/app/admin/courses', 'courseAdmin.title'],
  ['/app/admin/roles', 'admin.roles.title'],
  ['/app/admin/audit', 'admin.audit.title'],
];

for (const { code, t } of [
  { code: 'nl_NL', t: nl },
  { code: 'en_US', t: en },
] as { code: 'nl_NL' | 'en_US'; t: Translate }[]) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`the back office in ${code} at ${viewport.width}×${viewport.height}: no serious or critical violation`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await loginAt(page, 'beheer', PASSWORD);
      expect((await setLanguage(page.request, code)).ok()).toBe(true);
      try {
        for (const [path, title] of ADMIN_SCREENS) {
          await page.goto(path);
          await settled(page, pageTitle(page, t(title)));
          expect(await seriousViolations(page), path).toEqual([]);
        }
      } finally {
        await setLanguage(page.request, 'nl_NL');
      }
    });
  }
}
