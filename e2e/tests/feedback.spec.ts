import { expect } from '@playwright/test';
import { login, navigateByMenu, path, tapTab } from './support/app';
import { DEMO_MEMBER_NAME, FAQ, demo } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// spec §2 /app/feedback with the tabs /faq and /send, §3 Feedback and §5 (feedback not empty).
test.describe('feedback', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, demo);
    await navigateByMenu(page, nl('scorecards.title'), nl('menu.feedback'), nl('feedback.title'));
  });

  test('the FAQ tab lists the questions and opens one answer at a time', async ({ page }) => {
    await expect(page).toHaveURL(path('/app/feedback/faq'));
    await expect(page.getByRole('tab', { name: nl('feedback.faqTab') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const main = page.getByRole('main');
    for (const entry of FAQ) {
      await expect(main.getByRole('button', { name: entry.vraag, exact: true })).toBeVisible();
    }

    const [first, second] = FAQ;
    if (!first || !second) throw new Error('the demo FAQ has fewer than two entries');
    const firstQuestion = main.getByRole('button', { name: first.vraag, exact: true });
    const firstAnswer = main.getByText(first.antwoord, { exact: true });
    await expect(firstAnswer).toBeHidden();

    await firstQuestion.click();
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toBeVisible();

    await main.getByRole('button', { name: second.vraag, exact: true }).click();
    await expect(main.getByText(second.antwoord, { exact: true })).toBeVisible();
    await expect(firstAnswer).toBeHidden();
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');
  });

  test('the send tab refuses empty feedback and thanks the sender by name', async ({ page }) => {
    await tapTab(page.getByRole('tab', { name: nl('feedback.sendTab') }));
    await expect(page).toHaveURL(path('/app/feedback/send'));

    const main = page.getByRole('main');
    const feedback = main.getByRole('textbox', { name: nl('feedback.feedback'), exact: true });
    const send = main.getByRole('button', { name: nl('feedback.send'), exact: true });
    await expect(feedback).toBeVisible();
    // The tab opens as a screen of its own: once the FAQ screen has gone, send is the chosen tab.
    await expect(page.getByRole('tablist')).toHaveCount(1);
    await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName(
      nl('feedback.sendTab'),
    );

    await send.click();
    await expect(main.getByText(nl('feedback.errors.empty'), { exact: true })).toBeVisible();
    await expect(main.getByRole('status')).toHaveCount(0);

    // Only spaces is still empty.
    await feedback.fill('   ');
    await send.click();
    await expect(main.getByText(nl('feedback.errors.empty'), { exact: true })).toBeVisible();

    await main
      .getByRole('textbox', { name: nl('feedback.subject'), exact: true })
      .fill('Bunker hole 7');
    await feedback.fill('De hark bij de bunker op hole 7 is kapot.');
    await send.click();

    const answer = main.getByRole('status');
    await expect(answer).toContainText(nl('feedback.sentTitle'));
    await expect(answer).toContainText(
      nl('feedback.sentStatus', { status: nl('feedback.status.success') }),
    );
    await expect(answer).toContainText(nl('feedback.sentAs', { name: DEMO_MEMBER_NAME }));
    await expect(main.getByText(nl('feedback.errors.empty'), { exact: true })).toBeHidden();
    // The form is empty again for a next message.
    await expect(feedback).toHaveValue('');
  });
});
