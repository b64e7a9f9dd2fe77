import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { BLANK_MEMBER, CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiLogin, login, navigateByMenu, pageTitle, path, tapTab } from './support/app';
import { beheer, commissie, DEMO_CLUB, type Account } from './support/demo';
import { E2E_PORT, setUpContext, startServer } from './support/fixtures';
import { nl } from './support/i18n';
import { awaitNotification, newInInbox, setMarkerOverdueHours } from './support/notifications';
import { getJson, shownDate } from './support/scorecards';

// The handicap committee's answers in the marker's place, end to end: the administrator lets a
// card wait 12 hours for its marker (the club's marker_overdue_hours); the committee (`commissie`)
// finds the demo's cards handed in yesterday at 14:30 on its list of cards waiting too long,
// signs one and voids another, each with its reason; each card's player reads it in the inbox in
// Dutch, the voided one with the committee's own words, and a tap opens the card.
//
// The demo's only cards old enough are the four seeded waiting for `demo` and `marker` to mark,
// and the specs sharing a worker's server need all four still waiting (demo's two in the menu's
// count of scorecards-round, marker's two in scorecards-reject: one rejected, one left): so this
// spec has a server of its own, beside the ports of playwright.config.ts, and its club setting
// goes with that server.
const PORT = E2E_PORT + 13;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const HOURS = 12;
const SIGN_REASON = 'Marker is op vakantie, kaart gecontroleerd met de flight';
const VOID_REASON = 'Marker kent deze ronde niet, speler reageert niet op de commissie';
const PASSWORD = 'een-goed-wachtwoord';

test.use({ baseURL: ORIGIN });

let own: Awaited<ReturnType<typeof startServer>> | undefined;

test.beforeAll(async () => {
  // The start loads the demo clubs: about 10 s, minutes on a busy machine.
  test.setTimeout(300_000);
  own = await startServer(PORT);
});

test.afterAll(async () => {
  await own?.stop();
});

interface OverdueCard {
  id: number;
  relatie_id: number;
  speler_naam: string;
  marker_naam: string;
  datum: string;
}

const write = (request: APIRequestContext, method: 'put' | 'post', url: string, data?: unknown) =>
  request.fetch(url, { method, headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE }, data });

/**
 * The seeded players have no login: the administrator gives `card`'s player a username and a
 * password link, which the player uses. Their account.
 */
async function playerAccount(
  beheerRequest: APIRequestContext,
  playerRequest: APIRequestContext,
  card: OverdueCard,
): Promise<Account> {
  const url = `/api/admin/members/${card.relatie_id}`;
  const member = await getJson<Record<string, unknown>>(beheerRequest, url);
  const username = `speler${card.id}`;
  const fields = Object.fromEntries(Object.keys(BLANK_MEMBER).map((k) => [k, member[k]]));
  const saved = await write(beheerRequest, 'put', url, { ...fields, username });
  expect(saved.ok(), await saved.text()).toBe(true);
  const link = await write(beheerRequest, 'post', `${url}/password-link`);
  expect(link.ok(), await link.text()).toBe(true);
  const token = ((await link.json()) as { url: string }).url.split('#password=')[1];
  const set = await write(playerRequest, 'post', '/api/auth/password', {
    token,
    password: PASSWORD,
  });
  expect(set.ok(), await set.text()).toBe(true);
  return { club: DEMO_CLUB, username, password: PASSWORD };
}

/** `account`'s message about `card` of `kind`, once the job queue made it, tapped open. */
async function openFromInbox(
  page: Page,
  account: Account,
  card: OverdueCard,
  kind: 'card_signed_by_committee' | 'card_voided',
  text: string,
) {
  const cardPath = `/app/scorecards/card/${card.id}`;
  await page.context().clearCookies();
  await apiLogin(page.request, account);
  await awaitNotification(page.request, (n) => n.kind === kind && n.link === cardPath);
  const message = await newInInbox(page, account, text);
  await message.click();
  await expect(page).toHaveURL(path(cardPath));
  await expect(pageTitle(page, nl('scorecards.view.title'))).toBeVisible();
  return page.getByRole('region', { name: nl('scorecards.committee.title') });
}

test('the committee signs one overdue card and voids another; each player reads it in the inbox', async ({
  page,
  playwright,
}) => {
  await setUpContext(page.context(), own!.server);
  const beheerRequest = await playwright.request.newContext({ baseURL: ORIGIN });
  const playerRequest = await playwright.request.newContext({ baseURL: ORIGIN });
  try {
    await apiLogin(beheerRequest, beheer);
    await setMarkerOverdueHours(beheerRequest, HOURS);

    await login(page, commissie);
    const { cards } = await getJson<{ cards: OverdueCard[] }>(
      page.request,
      '/api/admin/handicap/overdue-markers',
    );
    // The four seeded cards: handed in yesterday at 14:30, some 17 hours before the server's 08:00.
    expect(cards).toHaveLength(4);
    const [signed, voided] = cards as [OverdueCard, OverdueCard];
    const accounts = [
      await playerAccount(beheerRequest, playerRequest, signed),
      await playerAccount(beheerRequest, playerRequest, voided),
    ] as const;

    await navigateByMenu(page, nl('scorecards.title'), nl('menu.admin'), nl('admin.title'));
    await page.getByText(nl('admin.areas.handicap.title'), { exact: true }).click();
    await expect(pageTitle(page, nl('handicapAdmin.title'))).toBeVisible();
    await tapTab(page.getByRole('tab', { name: nl('handicapAdmin.overdue') }));
    await expect(page.getByText(nl('handicapAdmin.overdueIntro', { hours: HOURS }))).toBeVisible();
    const row = (card: OverdueCard) =>
      page.getByRole('listitem').filter({ hasText: card.speler_naam });
    for (const [card, reason, button] of [
      [signed, SIGN_REASON, 'handicapAdmin.sign'],
      [voided, VOID_REASON, 'handicapAdmin.void'],
    ] as const) {
      await expect(row(card)).toContainText(card.marker_naam);
      await row(card)
        .getByRole('textbox', { name: nl('handicapAdmin.reason') })
        .fill(reason);
      await row(card)
        .getByRole('button', { name: nl(button) })
        .click();
      // Done: the card leaves the list.
      await expect(row(card)).toHaveCount(0);
    }

    const signedNotice = await openFromInbox(
      page,
      accounts[0],
      signed,
      'card_signed_by_committee',
      nl('notifications.kind.card_signed_by_committee', {
        date: shownDate(signed.datum),
        marker: signed.marker_naam,
      }),
    );
    await expect(signedNotice).toContainText(nl('scorecards.committee.signed'));
    await expect(signedNotice).toContainText(SIGN_REASON);

    const voidedNotice = await openFromInbox(
      page,
      accounts[1],
      voided,
      'card_voided',
      nl('notifications.kind.card_voided', { date: shownDate(voided.datum), remark: VOID_REASON }),
    );
    await expect(voidedNotice).toContainText(nl('scorecards.committee.voided'));
    await expect(voidedNotice).toContainText(VOID_REASON);
  } finally {
    await beheerRequest.dispose();
    await playerRequest.dispose();
  }
});
