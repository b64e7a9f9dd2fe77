import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiLogin } from './app';
import type { Account } from './demo';
import { setUpContext, type E2eServer } from './fixtures';
import { clubDate as scorecardsClubDate } from './scorecards';

/** A date at the club (Amsterdam), `days` from today, as 'YYYY-MM-DD'. */
export const clubDate = (days: number) => scorecardsClubDate(days).wire;

/** The headers of a write through the API: the app's CSRF header and a fresh idempotency key. */
export const writeHeaders = () => ({
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
  'idempotency-key': randomUUID().replaceAll('-', ''),
});

/** Signs the page's member up for match `id` through the API (`data`: the sign-up's body). */
export async function signUp(page: Page, id: number, data: Record<string, unknown>): Promise<void> {
  const res = await page.request.post(`/api/wedstrijd/${id}/inschrijven`, {
    headers: writeHeaders(),
    data,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A stableford match on De Lange Baan (its first tee for both genders) made by the committee
 * through the API, as `input` sets it; its id and categories.
 */
export async function createMatch(page: Page, input: Record<string, unknown>) {
  const courses = (await (await page.request.get('/api/courses')).json()) as {
    id: number;
    name: string;
  }[];
  const course = courses.find((c) => c.name === 'De Lange Baan')!;
  const tees = (await (await page.request.get(`/api/courses/${course.id}/tees`)).json()) as {
    id: number;
  }[];
  const created = await page.request.post('/api/admin/wedstrijd', {
    headers: writeHeaders(),
    data: {
      course_id: course.id,
      holes: 18,
      wedstrijdvorm: 'stableford',
      spelers: 1,
      uitslag: 'stableford',
      inschrijvingsvorm: 'individueel',
      max_deelnemers: 40,
      spelers_per_flight: 4,
      qualifying: true,
      inschrijfgeld_cents: 0,
      tees: [
        { geslacht: 'm', tee_id: tees[0]!.id },
        { geslacht: 'v', tee_id: tees[0]!.id },
      ],
      ...input,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: number; categories: { id: number }[] };
}

/**
 * A match with a fee of € 15,- paid online, made through the API by the committee logged in on
 * `page` (not qualifying; played 9 days ahead, sign-up open from yesterday until 7 days ahead),
 * as `input` sets it; its id and categories.
 */
export async function paidMatch(page: Page, input: Record<string, unknown>) {
  return createMatch(page, {
    qualifying: false,
    inschrijfgeld_cents: 1500,
    ideal_betalingen: true,
    aanvang: `${clubDate(9)} 09:00`,
    inschrijvingsstart: `${clubDate(-1)} 08:00`,
    inschrijvingsstop: `${clubDate(7)} 18:00`,
    ...input,
  });
}

/**
 * `account`, logged in on `page` in place of whoever was, signs up for match `id` (`data`: the
 * sign-up's body) and pays the fee at the demo provider's checkout, answered as its `outcome`
 * button does.
 */
export async function signUpAndPay(
  page: Page,
  account: Account,
  id: number,
  outcome: 'paid' | 'failed',
  data: Record<string, unknown> = {},
): Promise<void> {
  await page.context().clearCookies();
  await apiLogin(page.request, account);
  await signUp(page, id, data);
  const link = await page.request.post(`/api/wedstrijd/${id}/paylink`, {
    headers: writeHeaders(),
  });
  expect(link.ok(), await link.text()).toBe(true);
  const { url } = (await link.json()) as { url: string };
  const answered = await page.request.post(new URL(url).pathname, { form: { outcome } });
  expect(answered.status()).toBeLessThan(400);
}

/** A second phone: the member's own browser next to the committee's. */
export async function memberPhone(browser: Browser, server: E2eServer): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  await setUpContext(context, server);
  return context.newPage();
}

/**
 * A match of today (not qualifying; its sign-up closed at once, so no other spec sees it open)
 * starting at `time`, as `input` sets it, with the member logged in on `page` in its field and
 * their card of it (a guest marker): the match's id and the card's.
 */
export async function playingToday(
  page: Page,
  time: string,
  input: Record<string, unknown>,
): Promise<{ id: number; cardId: number }> {
  const today = clubDate(0);
  const { id } = await createMatch(page, {
    qualifying: false,
    aanvang: `${today} ${time}`,
    inschrijvingsstart: `${today} 00:00`,
    inschrijvingsstop: `${today} ${time}`,
    ...input,
  });
  await signUp(page, id, {});
  const closed = await page.request.post(`/api/admin/wedstrijd/${id}/sluiten`, {
    headers: writeHeaders(),
  });
  expect(closed.status()).toBe(200);
  const card = await page.request.post(`/api/wedstrijd/${id}/kaart`, {
    headers: writeHeaders(),
    data: { marker_name: 'Ali Demir', marker_email: 'ali.demir@example.org' },
  });
  expect(card.status()).toBe(201);
  return { id, cardId: ((await card.json()) as { id: number }).id };
}
