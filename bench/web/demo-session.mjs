// The demo member's session, as the web benchmarks log in before measuring the logged-in page; the
// command line and the browser of those that measure a running server.
import { chromium } from '@playwright/test';

/** `--runs n` of the command line, or `fallback`; anything but a whole number >= 1 is an error. */
export function runsOption(fallback) {
  // Without --runs, indexOf gives -1 and argv[0] (node's path) must not be read as the count.
  const runs = process.argv.includes('--runs')
    ? Number(process.argv[process.argv.indexOf('--runs') + 1])
    : fallback;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number >= 1');
  return runs;
}

/**
 * The command line of a benchmark against a running server, `node <script> http://host:port
 * [--runs n]`: the server's address (an error without one) and the runs (`fallback` without).
 */
export function serverAndRuns(script, fallback) {
  const base = process.argv[2];
  if (!base?.startsWith('http'))
    throw new Error(`name the server: node ${script} http://host:port`);
  return { base, runs: runsOption(fallback) };
}

/** Debian's Chromium (or CHROMIUM_PATH's), as the benchmarks against a running server use it. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });

/** Logs the demo member (club `demo`) in on `base`; returns the cookie as [name, value]. */
export async function demoSession(base) {
  const clubs = await (await fetch(`${base}/api/clubs`)).json();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-fairway-request': '1' },
    body: JSON.stringify({
      club: clubs.find((c) => c.snelnaam === 'demo').id,
      username: 'demo',
      password: 'demo',
    }),
  });
  if (!login.ok) throw new Error(`demo login on ${base} answered ${login.status}`);
  return login.headers.getSetCookie()[0].split(';')[0].split('=');
}

/**
 * Makes the browser of `page` the demo member's phone on `base`: the session cookie and the app's
 * local `logged_in` flag (spec §4), as a member opening the app has them.
 */
export async function asDemoMember(page, base, [name, value]) {
  await page.goto(`${base}/api/health`);
  await page.evaluate(() => localStorage.setItem('logged_in', 'true'));
  await page.context().addCookies([{ name, value, url: base }]);
}
