import { expect } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiSession, login, pageTitle, path } from './support/app';
import { seriousViolations } from './support/axe';
import { bookingRow, onTab, openBookedTeeTime } from './support/booking';
import { demo, marker } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// The club's cancellation reasons: the tee-sheet manager (marker) adds one, and demo, cancelling
// a booking, can choose it; the manager removes it and restores it, and moves a guest field down
// and back. The demo's own reasons stay as they are (other specs pick the first); the new one is
// removed again at the end.
test.describe.configure({ mode: 'serial' });

const REASON = `Lesdag ${Date.now().toString(36)}`;

test.describe('cancellation reasons', () => {
  test.afterAll(async ({ playwright, baseURL }) => {
    const request = await apiSession({ playwright, baseURL }, marker);
    const { reasons } = (await (await request.get('/api/admin/cancellation-reasons')).json()) as {
      reasons: { id: number; naam: string }[];
    };
    const added = reasons.find((r) => r.naam === REASON);
    if (added) {
      const gone = await request.delete(`/api/admin/cancellation-reasons/${added.id}`, {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      });
      expect(gone.ok(), await gone.text()).toBe(true);
    }
    await request.dispose();
  });

  test('the tee-sheet manager adds a reason, and a member who cancels can choose it', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await login(page, marker);
    await page.goto('/app/admin/booking-lists');
    await expect(pageTitle(page, nl('bookingLists.title'))).toBeVisible();
    const reasons = page.getByRole('region', { name: nl('bookingLists.reasons.title') });
    await expect(reasons.getByRole('note')).toHaveText(nl('bookingLists.reasons.asked'));
    const before = await reasons.getByRole('listitem').count();
    expect(before).toBeGreaterThan(0);
    await reasons.getByRole('textbox', { name: nl('bookingLists.reasons.new') }).fill(REASON);
    await reasons.getByRole('button', { name: nl('bookingLists.reasons.add') }).click();
    await expect(reasons.getByRole('listitem')).toHaveCount(before + 1);
    await expect(
      reasons.getByRole('textbox', { name: nl('bookingLists.reasons.nameOf', { naam: REASON }) }),
    ).toHaveValue(REASON);
    expect(await seriousViolations(page)).toEqual([]);

    await page.context().clearCookies();
    const booking = await openBookedTeeTime(page, { playwright, baseURL }, demo, 6);
    await page.getByRole('button', { name: nl('booking.cancel.open'), exact: true }).click();
    const panel = page.getByRole('region', { name: nl('booking.cancel.title'), exact: true });
    const choice = panel.getByRole('radio', { name: REASON, exact: true });
    await choice.click();
    await expect(choice).toBeChecked();
    await panel.getByRole('button', { name: nl('booking.cancel.confirm'), exact: true }).click();
    await expect(page).toHaveURL(path('/app/booking/list'));
    await onTab(page, 'list');
    await expect(page.getByRole('status')).toHaveText(nl('booking.cancel.done'));
    await expect(bookingRow(page, booking.date, booking.time)).toHaveCount(0);
  });

  test('the manager restores a removed reason and moves a guest field', async ({ page }) => {
    await login(page, marker);
    await page.goto('/app/admin/booking-lists');
    const reasons = page.getByRole('region', { name: nl('bookingLists.reasons.title') });
    const name = nl('bookingLists.reasons.nameOf', { naam: REASON });
    await reasons
      .getByRole('listitem')
      .filter({ has: page.getByRole('textbox', { name }) })
      .getByRole('button', { name: nl('bookingLists.reasons.remove') })
      .click();
    await expect(reasons.getByRole('textbox', { name })).toHaveCount(0);
    await reasons.locator('summary').click();
    await reasons
      .getByRole('button', { name: nl('bookingLists.reasons.restoreOf', { naam: REASON }) })
      .click();
    // Listed again, last.
    const listed = reasons.getByRole('list').first().getByRole('listitem');
    await expect(listed.last().getByRole('textbox', { name })).toHaveValue(REASON);

    const guests = page.getByRole('region', { name: nl('bookingLists.guests.title') });
    const fields = guests.getByRole('rowheader');
    const [first = '', second = ''] = await fields.allTextContents();
    await guests
      .getByRole('button', { name: nl('bookingLists.guests.down', { field: first }) })
      .click();
    await expect(fields.nth(0)).toHaveText(second);
    await expect(fields.nth(1)).toHaveText(first);
    await guests
      .getByRole('button', { name: nl('bookingLists.guests.up', { field: first }) })
      .click();
    await expect(fields.nth(0)).toHaveText(first);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
