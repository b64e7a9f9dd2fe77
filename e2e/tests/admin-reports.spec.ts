import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { CSRF_HEADER, CSRF_HEADER_VALUE, IDEMPOTENCY_HEADER } from '@fairway/contract';
import { apiLogin, apiSession, pageTitle } from './support/app';
import { beheer, marker } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// The reports: `beheer` signs up for the demo's match with online payment and
// opens a pay link (a payment at the demo provider, open), then downloads the payments report
// from the reports screen and finds that payment in the file. beheer is signed out again after,
// so the match's entries are as the other specs expect them. The tee-sheet manager `marker` finds
// the tee sheet's reports only, and downloads the bookings.
test.describe.configure({ mode: 'serial' });

const MATCH = 'Kerstwedstrijd met diner';
const write = () => ({
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
  [IDEMPOTENCY_HEADER]: `reports-${Math.random().toString(36).slice(2)}`,
});

let matchId = 0;

/** The chosen report downloaded as CSV from the screen, its name checked, parsed. */
async function downloadCsv(page: Page, kind: string) {
  // The last 30 of the club's days, today among them, as the screen starts.
  await expect(page.getByLabel(nl('reports.until'))).not.toHaveValue('');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: nl('reports.download.csv') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${kind}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  // The demo club is Dutch: `;` between fields and a decimal comma, as Dutch Excel reads a CSV.
  const file = Papa.parse<Record<string, string>>(text.slice(1), { header: true, delimiter: ';' });
  expect(file.errors).toEqual([]);
  return file;
}

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await apiSession({ playwright, baseURL }, beheer);
  if (matchId) await request.post(`/api/wedstrijd/${matchId}/uitschrijven`, { headers: write() });
  await request.dispose();
});

test('the administrator downloads the payments report and finds the demo club’s payment', async ({
  page,
}) => {
  await apiLogin(page.request, beheer);
  const list = (await (
    await page.request.get(`/api/wedstrijd?term=${encodeURIComponent(MATCH)}`)
  ).json()) as { matches: { id: number; naam: string }[] };
  matchId = list.matches.find((m) => m.naam === MATCH)!.id;
  const signUp = await page.request.post(`/api/wedstrijd/${matchId}/inschrijven`, {
    headers: write(),
    data: {},
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const link = await page.request.post(`/api/wedstrijd/${matchId}/paylink`, {
    headers: write(),
  });
  expect(link.status(), await link.text()).toBe(200);
  const providerId = /checkout\/([^/?#]+)/.exec(((await link.json()) as { url: string }).url)![1]!;
  const self = (await (await page.request.get('/api/relatie/self')).json()) as { id: number };

  // The API login's session is the page's too: /login would send it on to the card list at once.
  await page.goto('/app/admin/reports');
  await expect(pageTitle(page, nl('reports.title'))).toBeVisible();
  await page.getByText(nl('reports.kind.payments.title'), { exact: true }).click();
  const file = await downloadCsv(page, 'payments');
  expect(file.meta.fields).toEqual(
    expect.arrayContaining(['type', 'provider_id', 'amount', 'status', 'relatie_id', 'member']),
  );
  const row = file.data.find((r) => r.provider_id === providerId);
  expect(row).toMatchObject({
    type: 'payment',
    provider: 'demo',
    amount: '25,00',
    status: 'open',
    relatie_id: String(self.id),
  });
  expect(row!.description).toBe(MATCH);
});

test('the tee-sheet manager is offered the bookings and cancellations only, and downloads one', async ({
  page,
}) => {
  await apiLogin(page.request, marker);
  await page.goto('/app/admin');
  await page.getByText(nl('admin.areas.reports.title'), { exact: true }).click();
  await expect(pageTitle(page, nl('reports.title'))).toBeVisible();
  const kinds = page.getByRole('radio');
  await expect(kinds).toHaveCount(2);
  await expect(page.getByRole('radio', { name: nl('reports.kind.bookings.title') })).toBeChecked();
  await expect(
    page.getByRole('radio', { name: nl('reports.kind.cancellations.title') }),
  ).toBeVisible();
  await expect(page.getByText(nl('reports.kind.payments.title'), { exact: true })).toHaveCount(0);
  const file = await downloadCsv(page, 'bookings');
  expect(file.meta.fields).toEqual(expect.arrayContaining(['attendance', 'booking_no_shows']));
});
