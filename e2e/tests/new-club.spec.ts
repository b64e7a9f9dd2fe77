import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { HOME_PATH, loginForm, pageTitle, path as urlPath } from './support/app';
import { seriousViolations } from './support/axe';
import { E2E_PORT, SERVER_BUNDLE, serverEnv, test } from './support/fixtures';
import { nl } from './support/i18n';

// A club moves in on a server without demo data: the operator creates it with `npm run club`
// (the server stopped, as the command asks with PGlite), starts the server, and the printed link
// lets its administrator choose a password and log in.

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

async function startServer(): Promise<void> {
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
  const printed = await runClubCommand([
    'create',
    '--name',
    'Golfclub De Hoge Dijk',
    '--short-name',
    'hogedijk',
    '--timezone',
    'Europe/Amsterdam',
    '--admin',
    'beheer',
  ]);
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
