import { expect, type Page } from '@playwright/test';
import { login, pageTitle, path } from './support/app';
import { demo } from './support/demo';
import { nl } from './support/i18n';
import {
  alertDialog,
  clubDate,
  currentHole,
  getJson,
  holeTile,
  keypad,
  ownCards,
  type ApiCard,
} from './support/scorecards';
import { test } from './support/fixtures';

// spec §2 /app/scorecards/foreign with /date, /type, /score, /comment; §3 foreign card draft;
// §4 foreign outcome and unknown course; §5 foreign card rules.
const STEP = (step: string) => path(`/app/scorecards/foreign/${step}`);

/**
 * The step's own footer button. During Ionic's page transition the step before is still shown
 * for a moment, so this waits until only the current step's button is there.
 */
async function next(page: Page, name = nl('scorecards.foreign.next')): Promise<void> {
  const button = page.getByRole('contentinfo').getByRole('button', { name, exact: true });
  await expect(button).toHaveCount(1);
  await button.click();
}

/** The current step's content, once the transition to it has finished. */
async function stepContent(page: Page) {
  const main = page.getByRole('main');
  await expect(main).toHaveCount(1);
  // The next step's page can still mount beside this one for a moment (two mains): it is the last.
  return main.last();
}

/** Opens the foreign card from the list's 'new card' sheet, on a clean draft. */
async function startForeignCard(page: Page): Promise<void> {
  await login(page, demo);
  await page
    .getByRole('main')
    .getByRole('button', { name: nl('scorecards.newCard.button'), exact: true })
    .click();
  await page
    .getByRole('dialog', { name: nl('scorecards.newCard.title') })
    .getByRole('button', { name: nl('scorecards.newCard.foreign'), exact: true })
    .click();
  await expect(page).toHaveURL(STEP('date'));
  await expect(pageTitle(page, nl('scorecards.foreign.title'))).toBeVisible();
  await page.getByRole('button', { name: nl('scorecards.foreign.startOver') }).click();
}

async function setDate(page: Page, date: string, time: string): Promise<void> {
  await page.getByLabel(nl('scorecards.fields.date'), { exact: true }).fill(date);
  await page.getByLabel(nl('scorecards.fields.time'), { exact: true }).fill(time);
}

test.describe('foreign card', () => {
  test('a known course abroad through the four steps, with reloads in the middle', async ({
    page,
  }) => {
    await startForeignCard(page);
    const yesterday = clubDate(-1);
    await setDate(page, yesterday.wire, '09:40');

    // Nothing chosen yet: the date step names what is missing.
    await next(page);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: nl('scorecards.errors.selectClub') })
        .first(),
    ).toBeVisible();

    // The club from the foreign list (searched), its only course, a tee and a member marker.
    await page.getByRole('button', { name: nl('scorecards.foreign.chooseClub') }).click();
    await page
      .getByRole('searchbox', { name: nl('scorecards.foreign.searchClub') })
      .fill('Sotogrande');
    await page.getByRole('button', { name: /Real Club de Golf Sotogrande/ }).click();
    await expect(page.getByText('Real Club de Golf Sotogrande', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: nl('scorecards.fields.course') }),
    ).not.toHaveValue('');
    await page
      .getByRole('radiogroup', { name: nl('scorecards.fields.tee') })
      .getByRole('radio')
      .first()
      .click();
    await page.getByRole('searchbox', { name: nl('scorecards.marker.search') }).fill('Linden');
    const firstResult = page
      .getByRole('list', { name: nl('scorecards.marker.results') })
      .getByRole('button')
      .first();
    const markerText = (await firstResult.textContent()) ?? '';
    await firstResult.click();
    await next(page);

    // Step 2: qualifying is offered (known course), and chosen by default.
    await expect(page).toHaveURL(STEP('type'));
    const qualifying = page.getByRole('radio', { name: nl('scorecards.foreign.typeQualifying') });
    await expect(qualifying).toHaveAttribute('aria-checked', 'true');
    await expect(
      page.getByRole('radio', { name: nl('scorecards.foreign.typeMatch') }),
    ).toBeVisible();

    // A reload keeps the draft (local storage): still step 2, same choices.
    await page.reload();
    await expect(page).toHaveURL(STEP('type'));
    await expect(qualifying).toHaveAttribute('aria-checked', 'true');
    await next(page);

    // Step 3: the holes of the tee, on the keypad.
    await expect(page).toHaveURL(STEP('score'));
    await expect(currentHole(page, 1)).toBeVisible();
    const pad = keypad(page);
    await pad.type('545434545');
    await expect(currentHole(page, 10)).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(STEP('score'));
    await expect(holeTile(page, 9)).toHaveAccessibleName(/, 5 /);
    await page
      .getByRole('group', { name: nl('scorecards.holes'), exact: true })
      .getByRole('button', { name: new RegExp(`^${nl('scorecards.holeNumber', { hole: 10 })},`) })
      .click();
    await pad.type('454345454');
    await expect(page.getByTestId('total-strokes')).toHaveText('77');
    await next(page);

    // Step 4: everything at a glance, a comment, confirm.
    await expect(page).toHaveURL(STEP('comment'));
    const summary = await stepContent(page);
    await expect(summary).toContainText('Real Club de Golf Sotogrande');
    await expect(summary).toContainText(yesterday.shown);
    await expect(summary).toContainText(markerText.replace(/\s*[+\d.,]+$/, ''));
    await page
      .getByRole('textbox', { name: nl('scorecards.fields.comment') })
      .fill('Vakantieronde');
    await next(page, nl('scorecards.foreign.confirm'));

    const outcome = alertDialog(page, nl('scorecards.foreign.createdTitle'));
    await expect(outcome).toContainText(nl('scorecards.foreign.created'));
    await outcome.getByRole('button', { name: nl('common.ok') }).click();
    await expect(page).toHaveURL(path('/app/scorecards'));
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Real Club de Golf Sotogrande' }).first(),
    ).toContainText(nl('scorecards.types.foreignQualifying'));
    // spec §4: the draft is cleared after creation.
    expect(await page.evaluate(() => localStorage.getItem('fw_foreign_draft'))).toBeNull();
    const card = (await ownCards(page.request)).find(
      (c) => c.club_naam === 'Real Club de Golf Sotogrande' && c.datum === yesterday.wire,
    );
    expect(card?.typekaart).toBe(9);
  });

  test('an unknown course: always a competition card, completely described, 10+ scores', async ({
    page,
  }) => {
    await startForeignCard(page);
    // Long ago, so a younger processed card exists: saved, but not processed (spec §4).
    const longAgo = clubDate(-700);
    await setDate(page, longAgo.wire, '11:00');
    await page.getByRole('radio', { name: nl('scorecards.foreign.byCountry') }).click();
    await page
      .getByRole('combobox', { name: nl('scorecards.fields.country') })
      .selectOption({ label: 'Turkije' });
    await expect(page.getByText(nl('scorecards.foreign.unknownHint'))).toBeVisible();
    await page.getByRole('radio', { name: nl('scorecards.marker.guest') }).click();
    await page.getByRole('textbox', { name: nl('scorecards.marker.firstname') }).fill('Ali');
    await page.getByRole('textbox', { name: nl('scorecards.marker.lastname') }).fill('Demir');
    // Digital marking is on: a guest needs an email address.
    await next(page);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: nl('scorecards.errors.markerIncomplete') })
        .first(),
    ).toBeVisible();
    await page
      .getByRole('textbox', { name: nl('scorecards.marker.emailRequired') })
      .fill('ali@example.com');
    await next(page);

    // Step 2: only the competition type; the course must be described completely.
    await expect(page).toHaveURL(STEP('type'));
    await expect(page.getByText(nl('scorecards.foreign.unknownAlwaysMatch'))).toBeVisible();
    await expect(
      page.getByRole('radio', { name: nl('scorecards.foreign.typeMatch') }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(
      page.getByRole('radio', { name: nl('scorecards.foreign.typeQualifying') }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('radio', { name: nl('scorecards.holesCount_other', { count: 18 }) }),
    ).toHaveAttribute('aria-checked', 'true');
    await next(page);
    await expect(
      page.getByRole('alert').filter({ hasText: nl('scorecards.errors.notCompletelyFilled') }),
    ).toBeVisible();
    await page
      .getByRole('textbox', { name: nl('scorecards.fields.courseName') })
      .fill('Antalya Links');
    await page.getByRole('textbox', { name: nl('scorecards.fields.courseRating') }).fill('71,2');
    await page.getByRole('textbox', { name: nl('scorecards.fields.slopeRating') }).fill('128');
    await page.getByRole('textbox', { name: nl('scorecards.par'), exact: true }).fill('72');
    await next(page);

    // Step 3: no course data, so no cap: 1 then 2 is 12, 1 then 1 is 11.
    await expect(page).toHaveURL(STEP('score'));
    const pad = keypad(page);
    await pad.type('12');
    await pad.type('11');
    await pad.type('5');
    await expect(page.getByTestId('total-strokes')).toHaveText('28');
    await expect(holeTile(page, 1)).toHaveAccessibleName(/, 12 /);
    await page.getByRole('textbox', { name: nl('scorecards.fields.stablefordTotal') }).fill('30');
    await next(page);

    await expect(page).toHaveURL(STEP('comment'));
    await expect(await stepContent(page)).toContainText('Antalya Links (Turkije)');
    await next(page, nl('scorecards.foreign.confirm'));
    const outcome = alertDialog(page, nl('scorecards.foreign.savedTitle'));
    await expect(outcome).toContainText(nl('scorecards.foreign.savedNotProcessed'));
    await outcome.getByRole('button', { name: nl('common.ok') }).click();
    await expect(page).toHaveURL(path('/app/scorecards'));
    const card = (await ownCards(page.request)).find((c) => c.baan_naam === 'Antalya Links');
    expect(card?.typekaart).toBe(10);
    expect(card?.datum).toBe(longAgo.wire);
  });

  test('the date rules: not more than 30 minutes ahead; a refused card goes back to the date', async ({
    page,
  }) => {
    await startForeignCard(page);
    await setDate(page, clubDate(1).wire, '12:00');
    await page.getByRole('radio', { name: nl('scorecards.foreign.byCountry') }).click();
    await page
      .getByRole('combobox', { name: nl('scorecards.fields.country') })
      .selectOption({ label: 'Portugal' });
    await page.getByRole('radio', { name: nl('scorecards.marker.guest') }).click();
    await page.getByRole('textbox', { name: nl('scorecards.marker.firstname') }).fill('Rui');
    await page.getByRole('textbox', { name: nl('scorecards.marker.lastname') }).fill('Costa');
    await page
      .getByRole('textbox', { name: nl('scorecards.marker.emailRequired') })
      .fill('rui@example.com');
    await next(page);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: nl('scorecards.errors.dateInFuture') })
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(STEP('date'));

    // Three years ago passes the screen, but the server's allowed check refuses it.
    await setDate(page, clubDate(-3 * 365).wire, '12:00');
    await next(page);
    await page.getByRole('textbox', { name: nl('scorecards.fields.courseName') }).fill('Quinta');
    await page.getByRole('textbox', { name: nl('scorecards.fields.courseRating') }).fill('70');
    await page.getByRole('textbox', { name: nl('scorecards.fields.slopeRating') }).fill('125');
    await page.getByRole('textbox', { name: nl('scorecards.par'), exact: true }).fill('71');
    await next(page);
    await page.getByRole('textbox', { name: nl('scorecards.fields.stablefordTotal') }).fill('33');
    await next(page);
    await next(page, nl('scorecards.foreign.confirm'));
    const refused = alertDialog(page, nl('scorecards.foreign.notAllowed'));
    await expect(refused).toContainText(nl('scorecards.server.dateTooOld'));
    await refused.getByRole('button', { name: nl('common.ok') }).click();
    await expect(page).toHaveURL(STEP('date'));
    // Nothing was created, and the draft is still there to correct.
    const all = await getJson<{ cards: ApiCard[] }>(
      page.request,
      `/api/relatie/self/cards?date_from=${clubDate(-4 * 365).wire}`,
    );
    expect(all.cards.some((c) => c.baan_naam === 'Quinta')).toBe(false);
    await expect(page.getByLabel(nl('scorecards.fields.date'), { exact: true })).toHaveValue(
      clubDate(-3 * 365).wire,
    );
  });
});
