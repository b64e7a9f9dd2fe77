import { expect } from '@playwright/test';
import { clubDateTime, DEFAULT_CLUB_TIME_ZONE } from '@fairway/golf';
import { apiLogin, literal, login, pageTitle, path, setLanguage } from './support/app';
import { beheer, commissie, demo, marker } from './support/demo';
import { en, nl } from './support/i18n';
import { clubDate, createMatch, signUp, writeHeaders } from './support/matches';
import { awaitNotification, loggedInAs, newInInbox } from './support/notifications';
import { getJson, shownDate } from './support/scorecards';
import { serverNow, test } from './support/fixtures';

interface Inbox {
  notifications: { kind: string; link: string | null }[];
}

/** The club's wall clock at `at`, as a match's times are given: 'YYYY-MM-DD HH:mm'. */
function clubWallTime(at: Date): string {
  const { date, time } = clubDateTime(at, DEFAULT_CLUB_TIME_ZONE);
  return `${date} ${time}`;
}

// The match and news messages end to end: the committee publishes the start list of a match the
// member is entered in, and the news editor a post for everyone; the server's job queue makes
// both; the member sees them in the inbox in their language and a tap on the start list opens
// the match's starters.
test('a member sees the start list and a news post in the inbox and taps through to the starters', async ({
  page,
}) => {
  const day = clubDate(7);
  const naam = 'Meldingenbeker';
  await apiLogin(page.request, commissie);
  const match = await createMatch(page, {
    naam,
    qualifying: false,
    aanvang: `${day} 09:00`,
    inschrijvingsstart: `${clubDate(-1)} 08:00`,
    inschrijvingsstop: `${clubDate(5)} 18:00`,
  });
  await page.context().clearCookies();
  await apiLogin(page.request, demo);
  await signUp(page, match.id, {});
  await page.context().clearCookies();
  await apiLogin(page.request, commissie);
  const admin = (step: string, data?: object) =>
    page.request.post(`/api/admin/wedstrijd/${match.id}/${step}`, {
      headers: writeHeaders(),
      ...(data ? { data } : {}),
    });
  expect((await admin('sluiten')).ok()).toBe(true);
  const drawn = await admin('draw', {
    order: 'signup',
    start: 'one_tee',
    first_time: '09:00',
    interval_minutes: 10,
    players_per_flight: 4,
  });
  expect(drawn.ok(), await drawn.text()).toBe(true);
  expect((await admin('startlijst')).ok()).toBe(true);
  await page.context().clearCookies();
  await apiLogin(page.request, beheer);
  const titel = 'Baan weer open na onderhoud';
  const created = await page.request.post('/api/admin/news', {
    headers: writeHeaders(),
    data: { titel, inhoud: '<p>Welkom</p>', audience: 'everyone' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const post = (await created.json()) as { id: number };
  expect(
    (
      await page.request.post(`/api/admin/news/${post.id}/publish`, {
        headers: writeHeaders(),
        data: { at: null },
      })
    ).ok(),
  ).toBe(true);

  // Both are jobs the server's workers run within seconds.
  await page.context().clearCookies();
  await apiLogin(page.request, demo);
  const starters = `/app/match/${match.id}/starters`;
  await expect(async () => {
    const inbox = await getJson<Inbox>(page.request, '/api/notifications');
    expect(inbox.notifications.map((n) => n.link)).toEqual(
      expect.arrayContaining([starters, `/app/news/${post.id}`]),
    );
  }).toPass({ timeout: 20_000 });

  await page.context().clearCookies();
  await login(page, demo);
  await page.goto('/app/notifications');
  await expect(pageTitle(page, nl('notifications.title'))).toBeVisible();
  const values = { match: naam, date: shownDate(day), time: '09:00' };
  const startList = page.getByRole('button', {
    name: new RegExp(literal(nl('notifications.kind.match_start_list', values))),
  });
  await expect(
    page.getByRole('button', {
      name: new RegExp(literal(nl('notifications.kind.news_published', { title: titel }))),
    }),
  ).toBeVisible();

  // In English the same notification reads in English.
  await setLanguage(page.request, 'en_US');
  await page.reload();
  await expect(pageTitle(page, en('notifications.title'))).toBeVisible();
  const inEnglish = page.getByRole('button', {
    name: new RegExp(literal(en('notifications.kind.match_start_list', values))),
  });
  await expect(inEnglish).toBeVisible();
  await setLanguage(page.request, 'nl_NL');
  await page.reload();

  await startList.click();
  await expect(page).toHaveURL(path(starters));
  // The match's page by its title: the inbox, kept hidden behind it, names the match too.
  await expect(pageTitle(page, naam)).toBeVisible();
});

// Off the reserve list: the match is full with beheer, marker signs up as its reserve; beheer's
// sign-out moves marker into the field; the server's job queue tells marker, who sees it in the
// inbox and taps through to the match.
test('a reserve moved into the field sees it in the inbox and taps through to the match', async ({
  page,
}) => {
  const day = clubDate(8);
  const naam = 'Reservebeker';
  await apiLogin(page.request, commissie);
  const match = await createMatch(page, {
    naam,
    qualifying: false,
    max_deelnemers: 1,
    aanvang: `${day} 10:00`,
    inschrijvingsstart: `${clubDate(-1)} 08:00`,
    inschrijvingsstop: `${clubDate(6)} 18:00`,
  });
  await page.context().clearCookies();
  await apiLogin(page.request, beheer);
  await signUp(page, match.id, {});
  await page.context().clearCookies();
  await apiLogin(page.request, marker);
  await signUp(page, match.id, {});
  await page.context().clearCookies();
  await apiLogin(page.request, beheer);
  const out = await page.request.post(`/api/wedstrijd/${match.id}/uitschrijven`, {
    headers: writeHeaders(),
  });
  expect(out.ok(), await out.text()).toBe(true);
  expect(((await out.json()) as { promoted: number }).promoted).toBe(1);

  const matchPath = `/app/match/${match.id}`;
  await page.context().clearCookies();
  await apiLogin(page.request, marker);
  await awaitNotification(
    page.request,
    (n) => n.kind === 'match_reserve_promoted' && n.link === matchPath,
  );
  const message = await newInInbox(
    page,
    marker,
    nl('notifications.kind.match_reserve_promoted', { match: naam, date: shownDate(day) }),
  );
  await message.click();
  // The link names the match; its page opens at its first tab, which the path then names.
  await expect(page).toHaveURL(path(`${matchPath}/info`));
  await expect(page.getByText(naam).first()).toBeVisible();
});

// Sign-up closing tomorrow and the results, end to end. The committee opens a match whose sign-up
// closes a day and some seconds from now, and `marker` opens it and does not sign up: a day before
// the close, on the server's clock, the server's job queue tells them. Meanwhile `beheer` enters
// a match of today, which the committee processes and publishes the results of: the job queue
// tells beheer. Each sees it in the inbox as new; a tap opens the match to sign up for, and the
// results with beheer's line.
test('sign-up closing tomorrow and published results are in the inbox and a tap opens the match', async ({
  page,
}) => {
  // The close is to the minute: its reminder is due up to 70 s after the set-up.
  test.setTimeout(150_000);
  await loggedInAs(page, commissie);
  const close = new Date(
    Math.ceil((serverNow().getTime() + 86_400_000 + 10_000) / 60_000) * 60_000,
  );
  const stop = clubWallTime(close);
  const closing = await createMatch(page, {
    naam: 'Sluitingsbeker',
    qualifying: false,
    aanvang: `${clubDate(3)} 10:00`,
    inschrijvingsstart: `${clubDate(-1)} 08:00`,
    inschrijvingsstop: stop,
  });
  const played = await createMatch(page, {
    naam: 'Uitslagbeker',
    qualifying: false,
    aanvang: `${clubDate(0)} 23:30`,
    inschrijvingsstart: `${clubDate(-1)} 08:00`,
    inschrijvingsstop: `${clubDate(0)} 23:00`,
  });
  // Opening the match's page is what makes marker one to remind.
  await loggedInAs(page, marker);
  await getJson(page.request, `/api/wedstrijd/${closing.id}`);
  const beheerName = (await loggedInAs(page, beheer)).volledige_naam;
  await signUp(page, played.id, {});
  await loggedInAs(page, commissie);
  for (const step of ['sluiten', 'verwerken', 'uitslag']) {
    const done = await page.request.post(`/api/admin/wedstrijd/${played.id}/${step}`, {
      headers: writeHeaders(),
    });
    expect(done.ok(), `${step}: ${await done.text()}`).toBe(true);
  }

  const results = `/app/match/${played.id}/results`;
  await loggedInAs(page, beheer);
  await awaitNotification(page.request, (n) => n.kind === 'match_results' && n.link === results);
  const published = await newInInbox(
    page,
    beheer,
    nl('notifications.kind.match_results', { match: 'Uitslagbeker', date: shownDate(clubDate(0)) }),
  );
  await published.click();
  await expect(page).toHaveURL(path(results));
  await expect(
    page.getByRole('tab', { name: nl('matches.tabs.results'), exact: true }),
  ).toHaveAttribute('aria-selected', 'true');
  // Entered without a card: on the list without a score (NR), their own line marked.
  const own = page.getByRole('row').filter({ hasText: beheerName });
  await expect(own).toContainText('NR');
  await expect(own).toHaveAttribute('aria-current', 'true');

  const matchPath = `/app/match/${closing.id}`;
  await loggedInAs(page, marker);
  const due = close.getTime() - 86_400_000 - serverNow().getTime();
  await awaitNotification(
    page.request,
    (n) => n.kind === 'match_sign_up_closes' && n.link === matchPath,
    // The server's clock started a moment after the tests' reckoning of it: a margin.
    Math.max(due, 0) + 40_000,
  );
  const closes = await newInInbox(
    page,
    marker,
    nl('notifications.kind.match_sign_up_closes', {
      match: 'Sluitingsbeker',
      date: shownDate(stop.slice(0, 10)),
      time: stop.slice(11),
    }),
  );
  await closes.click();
  await expect(page).toHaveURL(path(`${matchPath}/info`));
  await expect(
    page.getByRole('main').getByRole('link', { name: nl('matches.signUp'), exact: true }),
  ).toBeVisible();

  // No other spec on this server meets the match open.
  await loggedInAs(page, commissie);
  const closed = await page.request.post(`/api/admin/wedstrijd/${closing.id}/sluiten`, {
    headers: writeHeaders(),
  });
  expect(closed.ok(), await closed.text()).toBe(true);
});
