import { expect, type APIRequestContext } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type AdminFaqList } from '@fairway/contract';
import { apiSession, login, pageTitle, path } from './support/app';
import { seriousViolations } from './support/axe';
import { settled } from './support/booking';
import { FAQ, beheer, demo } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// The administrator adds a question to the club's FAQ in Dutch and English and moves it up a
// place; a member opens the FAQ and reads it there, as plain text: the markup in it shows as
// typed. The question is deleted after the tests, so the other specs see the FAQ as seeded (the
// move passes only the new question over the last one).
test.describe.configure({ mode: 'serial' });

const STAMP = Date.now().toString(36);
const QUESTION = `Mag mijn <b>hond</b> mee de baan op? ${STAMP}`;
const ANSWER = 'Aangelijnd, en alleen op de oefenbaan.';
const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

let admin: APIRequestContext;

const questionsOf = async (request: APIRequestContext) =>
  ((await (await request.get('/api/admin/faq')).json()) as AdminFaqList).items;

test.describe('the FAQ in the back office', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    admin = await apiSession({ playwright, baseURL }, beheer);
  });

  test.afterAll(async () => {
    for (const item of await questionsOf(admin))
      if (item.nl_NL.vraag === QUESTION)
        await admin.delete(`/api/admin/faq/${item.id}`, { headers });
    await admin.dispose();
  });

  test('beheer adds a question in Dutch and English and moves it up', async ({ page }) => {
    await login(page, beheer);
    await page.goto('/app/admin');
    await page.getByRole('link', { name: new RegExp(nl('admin.areas.faq.title')) }).click();
    await settled(page, pageTitle(page, nl('faqAdmin.title')));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: nl('faqAdmin.new'), exact: true }).click();
    await settled(page, pageTitle(page, nl('faqAdmin.newTitle')));

    const dutch = page.getByRole('group', { name: new RegExp(nl('common.languages.nl_NL')) });
    const english = page.getByRole('group', { name: new RegExp(nl('common.languages.en_US')) });
    const save = page.getByRole('button', { name: nl('faqAdmin.save'), exact: true });
    // Without the Dutch question the form names it, and takes the writer to it.
    await save.click();
    await expect(page.getByText(nl('faqAdmin.questionRequired'))).toBeVisible();
    await expect(dutch.getByLabel(nl('faqAdmin.field.vraag'), { exact: true })).toBeFocused();

    await dutch.getByLabel(nl('faqAdmin.field.vraag'), { exact: true }).fill(QUESTION);
    await dutch.getByLabel(nl('faqAdmin.field.antwoord'), { exact: true }).fill(ANSWER);
    await english
      .getByLabel(nl('faqAdmin.field.vraag'), { exact: true })
      .fill(`May my dog come onto the course? ${STAMP}`);
    await english
      .getByLabel(nl('faqAdmin.field.antwoord'), { exact: true })
      .fill('On a lead, and only on the practice course.');
    // WCAG 2.2 AA with the three languages' fields and the refusal shown.
    expect(await seriousViolations(page)).toEqual([]);
    await save.click();

    await expect(page).toHaveURL(path('/app/admin/faq'));
    await settled(page, pageTitle(page, nl('faqAdmin.title')));
    const questions = page.locator('.faq-admin__item h2');
    await expect(questions.last()).toHaveText(QUESTION);
    await page
      .getByRole('button', { name: nl('faqAdmin.moveUp', { question: QUESTION }), exact: true })
      .click();
    await expect(questions.last()).toHaveText(FAQ.at(-1)!.vraag);
    await expect(questions.nth(FAQ.length - 1)).toHaveText(QUESTION);
  });

  test('a member reads the new question in the FAQ, in its place', async ({ page }) => {
    await login(page, demo);
    await page.goto('/app/feedback/faq');
    const main = page.getByRole('main');
    const question = main.getByRole('button', { name: QUESTION, exact: true });
    await expect(question).toBeVisible();
    await expect(main.locator('.faq__question')).toHaveText([
      ...FAQ.slice(0, -1).map((f) => f.vraag),
      QUESTION,
      FAQ.at(-1)!.vraag,
    ]);
    await question.click();
    await expect(main.getByText(ANSWER, { exact: true })).toBeVisible();
  });
});
