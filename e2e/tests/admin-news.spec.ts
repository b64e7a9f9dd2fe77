import { expect, type APIRequestContext } from '@playwright/test';
import { AdminMemberFields, CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiSession, login, newsOf, pageTitle, path } from './support/app';
import { seriousViolations } from './support/axe';
import { settled } from './support/booking';
import { beheer, demo, marker } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// The news editor publishes a post for one member category: marker (put in the category for this
// test) reads it in the app, demo (in no category) finds it neither in the feed nor by its id.
// Everything the test sets up is undone after it, so the other specs see the demo as seeded.
test.describe.configure({ mode: 'serial' });

const STAMP = Date.now().toString(36);
const CATEGORY = `Senioren ${STAMP}`;
const TITLE = `Seniorendag ${STAMP}`;
const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

let admin: APIRequestContext;
let categoryId: number;
let markerId: number;
let postId: number | undefined;

/** The member's fields as the administration's PUT takes them, with another category. */
async function setCategory(relatieId: number, category: number | null) {
  const member = (await (await admin.get(`/api/admin/members/${relatieId}`)).json()) as Record<
    string,
    unknown
  >;
  const body = Object.fromEntries(Object.keys(AdminMemberFields).map((k) => [k, member[k]]));
  const res = await admin.put(`/api/admin/members/${relatieId}`, {
    headers,
    data: { ...body, category_id: category },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe('the news editor', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    admin = await apiSession({ playwright, baseURL }, beheer);
    const made = await admin.post('/api/admin/member-categories', {
      headers,
      data: { naam: CATEGORY, position: 99 },
    });
    expect(made.ok(), await made.text()).toBe(true);
    categoryId = ((await made.json()) as { id: number }).id;
    const found = (await (
      await admin.get('/api/admin/members', { params: { q: marker.username } })
    ).json()) as { members: { relatie_id: number; username: string | null }[] };
    markerId = found.members.find((m) => m.username === marker.username)!.relatie_id;
    await setCategory(markerId, categoryId);
  });

  test.afterAll(async () => {
    if (!markerId) return;
    if (postId) await admin.delete(`/api/admin/news/${postId}`, { headers });
    await setCategory(markerId, null);
    await admin.delete(`/api/admin/member-categories/${categoryId}`, { headers });
    await admin.dispose();
  });

  test('beheer writes a post for one category and publishes it', async ({ page }) => {
    await login(page, beheer);
    await page.goto('/app/admin');
    await page.getByRole('link', { name: new RegExp(nl('admin.areas.news.title')) }).click();
    await settled(page, pageTitle(page, nl('newsAdmin.title')));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: nl('newsAdmin.new'), exact: true }).click();
    await settled(page, pageTitle(page, nl('newsAdmin.newTitle')));

    await page.getByLabel(nl('newsAdmin.field.titel'), { exact: true }).fill(TITLE);
    const body = page.getByRole('textbox', { name: nl('newsAdmin.field.inhoud') });
    await body.click();
    await page.getByRole('button', { name: nl('newsAdmin.toolbar.bold') }).click();
    await page.keyboard.type('Alle senioren');
    await page.getByRole('button', { name: nl('newsAdmin.toolbar.bold') }).click();
    await page.keyboard.type(' spelen vrijdag een dag mee.');
    await page.getByLabel(nl('newsAdmin.audience.label'), { exact: true }).selectOption('category');
    await page
      .getByLabel(nl('newsAdmin.audience.chooseCategory'), { exact: true })
      .selectOption({ label: CATEGORY });
    await page.getByRole('button', { name: nl('newsAdmin.save'), exact: true }).click();
    await expect(page).toHaveURL(path(/\/app\/admin\/news\/\d+$/));
    postId = Number(/(\d+)$/.exec(page.url())![1]);
    await settled(page, pageTitle(page, nl('newsAdmin.editTitle')));
    // The new post's screen leaves once the saved post's screen has taken its place.
    await expect(page.getByText(nl('newsAdmin.state.draft'), { exact: true })).toHaveCount(1);
    // WCAG 2.2 AA with the editor's toolbar, the audience and the publish controls.
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.getByText(nl('newsAdmin.state.draft'), { exact: true })).toBeVisible();

    // The preview is the member's article, with the server's sanitized HTML.
    await page.getByRole('button', { name: nl('newsAdmin.preview'), exact: true }).click();
    const preview = page.getByRole('region', { name: nl('newsAdmin.preview') });
    await expect(preview.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(preview.locator('strong', { hasText: 'Alle senioren' })).toBeVisible();

    await page.getByRole('button', { name: nl('newsAdmin.publishNow'), exact: true }).click();
    await expect(page.getByText(/^Gepubliceerd /)).toBeVisible();
  });

  test('a member in the category reads it; one outside it does not', async ({
    page,
    playwright,
    baseURL,
  }) => {
    expect(postId).toBeDefined();
    await login(page, marker);
    await page.goto(`/app/news/${postId}`);
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(page.locator('.news-post__content strong')).toHaveText('Alle senioren');

    const other = await apiSession({ playwright, baseURL }, demo);
    expect((await newsOf(other)).map((n) => n.titel)).not.toContain(TITLE);
    expect((await other.get(`/api/news/${postId}`)).status()).toBe(404);
    await other.dispose();
  });
});
