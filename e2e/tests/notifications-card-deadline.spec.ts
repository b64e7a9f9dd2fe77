import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, pageTitle, path } from './support/app';
import { beheer, demo, marker, type Account } from './support/demo';
import {
  E2E_PORT,
  setUpContext,
  LIBFAKETIME,
  startServer,
  type OwnServer,
} from './support/fixtures';
import { nl } from './support/i18n';
import {
  awaitNotification,
  loggedInAs,
  newInInbox,
  setMarkerOverdueHours,
  type InboxItem,
} from './support/notifications';
import { getJson, handIn, handInCard, ownCards, postJson, shownDate } from './support/scorecards';

// The card reminders that come hours after the hand-in, end to end. `demo` hands in today's card
// with `marker` as its marker, and so does `beheer`, whose card marker signs after its first
// reminder. The server is stopped and started again on its data 2 hours later, then 6 hours after
// the hand-in: libfaketime runs the server's process, so its database's clock (which the job
// queue's planned jobs are due by), that far ahead, and the app's clock goes on from where it
// stopped as far (startServer's restartAhead). Marker reads the second reminder of demo's card,
// then the last one before the club's deadline, and demo reads that the card will not count
// unless it is marked: each in the inbox in Dutch, a tap opening the card. Beheer's signed card
// gets none of these. The club lets a card wait 12 hours, so that last reminder comes 6 hours
// after the hand-in, 6 hours before the deadline (card-reminders' deadlineReminderAfter).
//
// A server of its own, beside the ports of playwright.config.ts: a worker's server hours ahead
// would pass the tee times and reminders the other specs on it wait for.
const PORT = E2E_PORT + 14;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const OVERDUE_HOURS = 12;
const HOURS_LEFT = 6;
const HOUR_MS = 3_600_000;
/** Past the second reminder: 2 hours after the first (card-reminders' MARKER_REMINDER_AGAIN_S). */
const TO_SECOND_MS = 2 * HOUR_MS + 60_000;
/** From there past the last one, 6 hours after the hand-in. */
const TO_LAST_MS = 4 * HOUR_MS;

test.use({ baseURL: ORIGIN });
test.skip(!LIBFAKETIME, 'needs libfaketime (Debian: apt-get install faketime)');

let own: OwnServer | undefined;

test.beforeAll(async () => {
  // The start loads the demo clubs: about 10 s, minutes on a busy machine.
  test.setTimeout(300_000);
  own = await startServer(PORT);
});

test.afterAll(async () => {
  await own?.stop();
});

const inbox = async (request: APIRequestContext) =>
  (await getJson<{ notifications: InboxItem[] }>(request, '/api/notifications')).notifications;

/** How many of the notifications are of `kind`, opening `link`. */
const count = (items: readonly InboxItem[], kind: string, link: string) =>
  items.filter((n) => n.kind === kind && n.link === link).length;

/** `account` taps their new message that reads `text`: it opens `link`, titled `title`. */
async function tapThrough(page: Page, account: Account, text: string, link: string, title: string) {
  const message = await newInInbox(page, account, text);
  await message.click();
  await expect(page).toHaveURL(path(link));
  await expect(pageTitle(page, nl(title))).toBeVisible();
}

/** The server started again `aheadMs` later, the browser's clock going with it. */
async function later(page: Page, aheadMs: number) {
  await own!.restartAhead(aheadMs);
  await page.clock.setSystemTime(own!.server.now());
}

test('the second reminder, the last before the deadline, and the player told: in the inbox, not for a signed card', async ({
  page,
}) => {
  // Three starts of the server and the inbox of two members.
  test.setTimeout(240_000);
  await setUpContext(page.context(), own!.server);
  const { id: markerId, volledige_naam: markerName } = await loggedInAs(page, marker);
  await loggedInAs(page, beheer);
  // Before the hand-ins: the deadline's reminder is planned with the card's first.
  await setMarkerOverdueHours(page.request, OVERDUE_HOURS);
  const signed = await handInCard(page.request, markerId);
  const { volledige_naam: player } = await loggedInAs(page, demo);
  // Demo's open card of today, with `marker` as its marker (the demo data).
  const open = (await ownCards(page.request)).find((c) => c.state === 'open');
  const waiting = await handIn(page.request, open!.id);
  const values = { player, date: shownDate(waiting.datum) };
  const markPath = (card: { id: number }) => `/app/mark/${card.id}`;
  const cardPath = `/app/scorecards/card/${waiting.id}`;
  const toSign = 'marker_card_to_sign';

  // The first reminders; marker signs beheer's card, and taps the reminder of demo's.
  await loggedInAs(page, marker);
  for (const card of [signed, waiting])
    await awaitNotification(page.request, (n) => n.kind === toSign && n.link === markPath(card));
  const signing = await postJson(page.request, `/api/scorecards/${signed.id}/sign`);
  expect(signing.ok(), await signing.text()).toBe(true);
  const toSignText = nl(`notifications.kind.${toSign}`, values);
  await tapThrough(page, marker, toSignText, markPath(waiting), 'scorecards.mark.title');
  await expect(async () => {
    const reminders = (await inbox(page.request)).filter((n) => n.link === markPath(waiting));
    expect(reminders.map((n) => n.read)).toEqual([true]);
  }).toPass();

  await later(page, TO_SECOND_MS);
  await page.context().clearCookies();
  await apiLogin(page.request, marker);
  await awaitNotification(
    page.request,
    (n) => n.kind === toSign && n.link === markPath(waiting) && !n.read,
  );
  await tapThrough(page, marker, toSignText, markPath(waiting), 'scorecards.mark.title');

  await later(page, TO_LAST_MS);
  await page.context().clearCookies();
  await apiLogin(page.request, marker);
  await awaitNotification(
    page.request,
    (n) => n.kind === 'marker_deadline_soon' && n.link === markPath(waiting),
  );
  await tapThrough(
    page,
    marker,
    nl('notifications.kind.marker_deadline_soon', { ...values, hours: HOURS_LEFT }),
    markPath(waiting),
    'scorecards.mark.title',
  );
  // Long past the second reminder and the deadline's of the signed card: neither came.
  const markers = await inbox(page.request);
  expect(count(markers, toSign, markPath(waiting))).toBe(2);
  expect(count(markers, toSign, markPath(signed))).toBe(1);
  expect(count(markers, 'marker_deadline_soon', markPath(signed))).toBe(0);

  await page.context().clearCookies();
  await apiLogin(page.request, demo);
  await awaitNotification(
    page.request,
    (n) => n.kind === 'card_deadline_soon' && n.link === cardPath,
  );
  await tapThrough(
    page,
    demo,
    nl('notifications.kind.card_deadline_soon', {
      marker: markerName,
      date: shownDate(waiting.datum),
      hours: HOURS_LEFT,
    }),
    cardPath,
    'scorecards.view.title',
  );
  await loggedInAs(page, beheer);
  const signedPath = `/app/scorecards/card/${signed.id}`;
  expect(count(await inbox(page.request), 'card_deadline_soon', signedPath)).toBe(0);
});
