import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { alertDialog, backButton, literal, login, pageTitle, setLanguage } from './support/app';
import { clubDate } from './support/booking';
import { demo, marker } from './support/demo';
import { en, nl, type Translate } from './support/i18n';
import { test } from './support/fixtures';

// spec §5 Guest player: a guest's fields are checked as they are typed by the rules the server
// books with (an email that is no address is named at once), a handicap outside −9..54 is put in
// range in the field, and said, before the guest is added; a booking the server refuses keeps
// the flight as typed, its refused guest marked and put right in the guest form again. Four days
// ahead from noon, away from the other booking stories; nothing is booked (the server's refusals
// are answered by the test).
const DAYS_AHEAD = 4;

/** A time four days ahead with all places free, and the create screen's address for it. */
async function createAddress(page: Page): Promise<string> {
  const courses = (await (await page.request.get('/api/courses/teetime')).json()) as {
    id: number;
    holes: number;
  }[];
  const course = courses.find((c) => c.holes === 18)!.id;
  const date = clubDate(DAYS_AHEAD).wire;
  const sheet = (await (
    await page.request.get('/api/teetimes', { params: { course_id: course, holes: 18, date } })
  ).json()) as { time: string; timestamp: number; available: boolean; free_slots: number }[];
  const free = sheet.find((s) => s.available && s.free_slots === 4 && s.time >= '12:00');
  if (!free) throw new Error(`no free tee time on ${date}`);
  const q = new URLSearchParams({
    course: String(course),
    date,
    time: free.time,
    holes: '18',
    ts: String(free.timestamp),
    places: '4',
  });
  return `/app/booking/create?${q.toString()}`;
}

/** A handicap as the app writes it in the language: one decimal, a plus handicap with '+'. */
const shown = (t: Translate, handicap: number) =>
  `${handicap < 0 ? '+' : ''}${Math.abs(handicap).toFixed(1)}`.replace('.', t === nl ? ',' : '.');

async function story(page: Page, t: Translate) {
  await page.goto(await createAddress(page));
  await expect(pageTitle(page, t('booking.create.title'))).toBeVisible();
  const players = page.getByRole('region', { name: t('booking.players.title'), exact: true });
  const rows = players.getByRole('list').first().getByRole('listitem');
  await players.getByRole('button', { name: t('booking.players.addGuest'), exact: true }).click();

  const field = (key: string, required = false) =>
    players.getByRole('textbox', {
      name: `${t(`booking.guest.fields.${key}`)}${required ? ' *' : ''}`,
      exact: true,
    });
  const lastname = field('lastname', true);
  const handicap = field('handicap', true);
  const email = field('email');
  const add = players.getByRole('button', { name: t('booking.guest.add'), exact: true });

  // The email is checked as soon as it is left, with the contract's rule.
  await lastname.fill('Bakker');
  await email.fill('not-an-email');
  await handicap.fill('60');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(players.getByText(t('booking.guest.problems.email'), { exact: true })).toBeVisible();

  // 60 is out of a guest's range: said while typed, put in the field on the first add.
  const range = { min: shown(t, -9), max: shown(t, 54) };
  await expect(
    players.getByText(
      t('booking.guest.handicapClamp', { from: shown(t, 60), to: shown(t, 54), ...range }),
      { exact: true },
    ),
  ).toBeVisible();
  await add.click();
  await expect(handicap).toHaveValue(shown(t, 54));
  await expect(
    players.getByText(
      t('booking.guest.handicapClamped', { from: shown(t, 60), to: shown(t, 54), ...range }),
      { exact: true },
    ),
  ).toBeVisible();
  // Not added while the email is wrong; once it is right, the guest is in the flight.
  await add.click();
  await expect(add).toBeVisible();
  await expect(rows).toHaveCount(1);
  await email.fill('bakker@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await add.click();
  await expect(add).toBeHidden();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Bakker');

  // The server refuses the guest's email: the flight stays, the guest says why.
  let answer: { status: number; body: object } = {
    status: 400,
    body: {
      code: 'VALIDATION',
      message: 'players.0.guest.email: Invalid email address',
      fields: [{ field: 'players.0.guest.email', message: 'Invalid email address' }],
    },
  };
  let sent: unknown = null;
  await page.route('**/api/booking', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sent = route.request().postDataJSON();
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify(answer.body),
    });
  });
  const book = page.getByRole('button', { name: t('booking.create.submit'), exact: true });
  await book.click();
  await expect(page.getByText(t('booking.players.refusedSummary'), { exact: true })).toBeVisible();
  expect(sent).toMatchObject({
    players: [{ guest: { lastname: 'Bakker', handicap: 54, email: 'bakker@example.com' } }],
  });
  await expect(pageTitle(page, t('booking.create.title'))).toBeVisible();
  await expect(rows.nth(1)).toContainText(t('booking.guest.problems.email'));

  // Put right in the guest form, the refused field marked, the rest as typed.
  await players
    .getByRole('button', { name: t('booking.players.fixGuest', { name: 'Bakker' }), exact: true })
    .click();
  await expect(email).toHaveValue('bakker@example.com');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(lastname).toHaveValue('Bakker');
  await expect(handicap).toHaveValue(shown(t, 54));
  await email.fill('piet.bakker@example.com');
  await players.getByRole('button', { name: t('booking.guest.save'), exact: true }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).not.toContainText(t('booking.guest.problems.email'));
  await expect(page.getByText(t('booking.players.refusedSummary'), { exact: true })).toBeHidden();

  // Any other refusal: its message, and after OK the flight is still here.
  answer = { status: 409, body: { code: 'SLOT_FULL', message: 'the tee time is full' } };
  await book.click();
  const alert = alertDialog(page, t('booking.errorTitle'));
  await expect(alert).toContainText(t('errors.SLOT_FULL'));
  await alert.getByRole('button', { name: t('common.ok'), exact: true }).click();
  await expect(alert).toBeHidden();
  await expect(pageTitle(page, t('booking.create.title'))).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(new RegExp(literal('Bakker')));
  expect(sent).toMatchObject({
    players: [{ guest: { email: 'piet.bakker@example.com', handicap: 54 } }],
  });

  await page.unroute('**/api/booking');
  const unlocked = page.waitForResponse((r) => r.url().includes('/api/teetimes/unlock'));
  await backButton(page, t('booking.create.title')).click();
  expect((await unlocked).ok()).toBe(true);
}

test.describe('a guest in a booking: fields checked as typed, refusals kept', () => {
  test('in Dutch, as demo', async ({ page }) => {
    await login(page, demo);
    await story(page, nl);
  });

  test.describe('in English', () => {
    test.afterEach(async ({ page }) => {
      await page.request.post('/api/relatie/self', {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        data: { voorkeurstaal: 'nl_NL' },
      });
    });

    test('as marker', async ({ page }) => {
      await login(page, marker);
      expect((await setLanguage(page.request, 'en_US')).ok()).toBe(true);
      await story(page, en);
    });
  });
});
