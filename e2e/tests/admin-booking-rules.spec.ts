import { expect, type APIRequestContext } from '@playwright/test';
import { BLANK_MEMBER, CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiSession, login, pageTitle } from './support/app';
import { seriousViolations } from './support/axe';
import { dayChips, openBooking, showTab } from './support/booking';
import { beheer, demo } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// Booking rules per member category: the tee-sheet manager gives a category 2 days ahead, and a
// member of it sees the sheet stop at day 2 while the club's setting is longer.
test.describe.configure({ mode: 'serial' });

const CATEGORY = `Kort vooruit ${Date.now().toString(36)}`;
const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/** Puts the demo member in category `id` (null: none) through the member administration. */
async function setDemoCategory(request: APIRequestContext, id: number | null) {
  const all = (await (await request.get('/api/admin/members?q=demo')).json()) as {
    members: { relatie_id: number; username: string | null }[];
  };
  const me = all.members.find((m) => m.username === demo.username)!;
  const full = (await (await request.get(`/api/admin/members/${me.relatie_id}`)).json()) as Record<
    string,
    unknown
  >;
  const body = Object.fromEntries(Object.entries(full).filter(([k]) => k in BLANK_MEMBER));
  const res = await request.put(`/api/admin/members/${me.relatie_id}`, {
    headers,
    data: { ...body, category_id: id },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe('booking rules per category', () => {
  test.afterAll(async ({ playwright, baseURL }) => {
    const request = await apiSession({ playwright, baseURL }, beheer);
    await setDemoCategory(request, null);
    await request.dispose();
  });

  test("a category's 2 days ahead stops its member's sheet at day 2", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const request = await apiSession({ playwright, baseURL }, beheer);
    const created = await request.post('/api/admin/member-categories', {
      headers,
      data: { naam: CATEGORY, position: 99 },
    });
    expect(created.ok()).toBe(true);
    await setDemoCategory(request, ((await created.json()) as { id: number }).id);
    await request.dispose();

    await login(page, beheer);
    await page.goto('/app/admin/booking-rules');
    await expect(pageTitle(page, nl('bookingRules.title'))).toBeVisible();
    const days = page.getByRole('textbox', {
      name: nl('bookingRules.fieldOf', {
        field: nl('bookingRules.field.days_ahead'),
        category: CATEGORY,
      }),
    });
    await days.fill('2');
    await page
      .getByRole('button', { name: nl('bookingRules.save', { category: CATEGORY }) })
      .filter({ visible: true })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: nl('bookingRules.saved') }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.context().clearCookies();
    await login(page, demo);
    await openBooking(page);
    await showTab(page, 'grid');
    // Today and the two days after it: the club's own setting offers more.
    await expect(dayChips(page)).toHaveCount(3);
  });
});
