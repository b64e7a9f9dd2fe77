// The demo member's session, as the web benchmarks log in before measuring the logged-in page.

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
