import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { HOME_PATH, login, navigateByMenu, pageTitle, path, tapTab } from './support/app';
import { DEMO_MEMBER_NAME, gast, marker, veld, zuid, type Account } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// spec §2 /app/members, /app/member/{id} and the profile's friends tab. The marker account
// changes its friends, so demo's friends stay as seeded for other tests.

const memberRows = (page: Page) =>
  page.getByRole('list', { name: nl('members.title') }).locator('ion-item');
const handicaps = async (page: Page) =>
  (await page.locator('.member-item__handicap').allTextContents()).map((h) =>
    Number(h.replace(',', '.').replace(/^\+/, '-')),
  );
const search = (page: Page) =>
  page.getByRole('search', { name: nl('members.searchPlaceholder') }).getByRole('searchbox');

test.describe('members and friends', () => {
  test.afterEach(async ({ page }) => {
    // Whatever happened, marker has no friends again for the next run.
    const friends = (await (await page.request.get('/api/relatie/friends')).json()) as {
      id: number;
    }[];
    for (const f of Array.isArray(friends) ? friends : []) {
      await page.request.delete(`/api/relatie/friends/${f.id}`, {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      });
    }
  });

  test('find a member, sort by handicap, add them as a friend, see and remove them in the friends tab', async ({
    page,
  }) => {
    await login(page, marker);
    await navigateByMenu(page, nl('scorecards.title'), nl('menu.members'), nl('members.title'));
    await expect(page).toHaveURL(path('/app/members'));
    // The first page: 20 members (spec §9).
    await expect(memberRows(page)).toHaveCount(20);

    // One character does not search yet; two do.
    await search(page).fill('D');
    await expect(page.getByText(nl('members.searchHint'))).toBeVisible();
    await expect(memberRows(page)).toHaveCount(20);
    await search(page).fill('Demo');
    await expect(memberRows(page)).toHaveCount(1);
    await expect(memberRows(page)).toContainText('Demo, Jan');
    // The field and its clear button speak the app's language, not Ionic's English.
    await expect(
      page.getByRole('searchbox', { name: nl('members.searchPlaceholder'), exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: nl('members.searchClear'), exact: true }),
    ).toBeVisible();
    // An empty term shows the whole list again.
    await search(page).fill('');
    await expect(memberRows(page)).toHaveCount(20);

    // Sorting by handicap: lowest first.
    const byName = await handicaps(page);
    await page.getByRole('button', { name: nl('members.sort.title') }).click();
    await page.getByRole('radio', { name: nl('members.sort.handicap') }).click();
    await expect.poll(async () => (await handicaps(page)).join()).not.toBe(byName.join());
    const sorted = await handicaps(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    // Open Jan Demo's page and follow him.
    await search(page).fill('Demo');
    await expect(memberRows(page)).toHaveCount(1);
    await memberRows(page).first().click();
    await expect(pageTitle(page, nl('members.detailTitle'))).toBeVisible();
    await expect(page).toHaveURL(path(/\/app\/member\/\d+$/));
    await expect(page.getByRole('heading', { name: DEMO_MEMBER_NAME })).toBeVisible();
    await expect(page.getByRole('heading', { name: nl('members.record.title') })).toBeVisible();
    await page.getByRole('button', { name: nl('members.addFriend') }).click();
    await expect(page.getByRole('button', { name: nl('members.removeFriend') })).toBeVisible();

    // He is in the friends tab, with his next tee time (demo's booking tomorrow at 10:00).
    await page.goto('/app/profile/friends');
    await expect(pageTitle(page, nl('profile.title'))).toBeVisible();
    const friends = page.getByRole('list', { name: nl('members.friends.title') });
    await expect(friends.locator('ion-item')).toHaveCount(1);
    await expect(friends).toContainText('Demo, Jan');
    await expect(friends).toContainText(/10:00/);

    // The tabs are part of the path.
    await tapTab(page.getByRole('tab', { name: nl('profile.tabs.show') }));
    await expect(page).toHaveURL(path('/app/profile/show'));
    await tapTab(page.getByRole('tab', { name: nl('profile.tabs.friends') }));
    await expect(page).toHaveURL(path('/app/profile/friends'));

    // Removing asks first, then the list is empty.
    await page
      .getByRole('button', { name: nl('members.removeFriendNamed', { name: DEMO_MEMBER_NAME }) })
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: nl('members.removeFriend') })
      .click();
    // The friends tab's earlier screen stays in the page, hidden, and empties too.
    await expect(
      page.getByText(nl('members.friends.emptyTitle')).filter({ visible: true }),
    ).toBeVisible();
  });

  // spec §1, §2: every user has a friends tab; where they cannot open the member list (a guest, a
  // club that hides it) it is empty and says so, never an error.
  for (const [who, account] of [
    ['a guest', gast],
    ['a member of a club that hides its member list', zuid],
  ] as [string, Account][]) {
    test(`${who} sees their friends tab, empty, with no way to the member list`, async ({
      page,
    }) => {
      await login(page, account);
      await page.goto('/app/profile/friends');
      await expect(page.getByText(nl('members.friends.emptyTitle'))).toBeVisible();
      await expect(page.getByText(nl('members.friends.emptyTextNoList'))).toBeVisible();
      await expect(
        page.getByRole('button', { name: nl('members.friends.findMembers') }),
      ).toHaveCount(0);
      await expect(page.getByRole('button', { name: nl('common.retry') })).toHaveCount(0);
    });
  }

  // spec §3/§6 contact fields: Veldzicht shows mobile numbers in its member list and every
  // contact field on a member's page, where the numbers are tel: links.
  test('at Veldzicht the member list shows mobile numbers and a member page calls them', async ({
    page,
  }) => {
    await login(page, veld);
    await page.goto('/app/members');
    const withMobile = memberRows(page)
      .filter({ hasText: nl('profile.mobile') })
      .first();
    await expect(withMobile).toContainText(/06-\d{8}/);
    // The row links to the member's page as a whole, so the number is text there.
    await expect(withMobile.locator('a[href^="tel:"]')).toHaveCount(0);
    const number = (await withMobile.textContent())!.match(/06-\d{8}/)![0];
    await withMobile.click();
    await expect(page).toHaveURL(/\/app\/member\/\d+$/);
    const call = page.getByRole('link', { name: number, exact: true });
    await expect(call).toHaveAttribute('href', `tel:${number.replace('-', '')}`);
    await expect(
      page.locator('.profile-row__label', { hasText: nl('profile.phone') }),
    ).toBeVisible();
  });

  test('a club that hides its member list has no members screen', async ({ page }) => {
    await login(page, zuid);
    await page.goto('/app/members');
    await expect(page).toHaveURL(path(HOME_PATH));
  });
});
