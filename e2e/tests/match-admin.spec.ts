import { expect, type Browser, type Page } from '@playwright/test';
import { alertDialog, login, pageTitle, path, setLanguage, tapTab } from './support/app';
import { commissie } from './support/demo';
import { en, nl, type Translate } from './support/i18n';
import { keypad } from './support/scorecards';
import { test, type E2eServer } from './support/fixtures';
import {
  clubDate,
  createMatch,
  memberPhone,
  playingToday,
  signUp,
  writeHeaders,
} from './support/matches';

type AdminMatchView = {
  teams: { players: { relatie_id: number | null }[] }[];
};

// The match committee's side (role match_committee) from creating a match to its published results, with
// a member's view along the way on a second phone. The committee is `commissie`, which no other
// spec uses; the member on the second phone is the same person's own member login (the committee
// are members too): every other demo login is one that other specs rely on, and processing a
// qualifying card changes the player's handicap index (it gives `nieuw` one, whom course-tools
// needs without). The match is new, so no other spec sees it.
const NAME = 'Commissiebeker E2E';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The cards in the page's member's handicap record, as the profile's history lists them. */
async function handicapEntries(page: Page) {
  const res = await page.request.get('/api/relatie/self/handicap');
  return ((await res.json()) as { entries: { card_id: number; datum: string }[] }).entries;
}

/**
 * Taps a committee step's button and answers its question: the alert (titled `header`) must say
 * each of `says` (its summary) before `answer` is tapped; `answer` null cancels instead.
 */
async function confirmStep(
  page: Page,
  t: Translate,
  step: { button: string; header?: string; says?: string[]; answer: string | null },
) {
  await button(page, step.button).click();
  const alert = alertDialog(page, step.header ?? step.button);
  await expect(alert).toBeVisible();
  for (const text of step.says ?? []) await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: step.answer ?? t('common.cancel'), exact: true }).click();
  await expect(alert).toBeHidden();
}

/** A handicap index as the app writes it in Dutch ("20,3", "+1,2"). */
const dutchIndex = (v: number) => (v < 0 ? `+${(-v).toFixed(1)}` : v.toFixed(1)).replace('.', ',');

/**
 * Processes a match of one qualifying card, entered, after its summary says so (the card goes
 * into the member's record), and sees the card processed with its gross.
 */
async function processTheCard(page: Page, gross: number): Promise<void> {
  await confirmStep(page, nl, {
    button: nl('matchAdmin.process'),
    says: [
      nl('matchAdmin.confirm.noCard_other', { count: 0, total: 1 }),
      nl('matchAdmin.confirm.qualifying_one', { count: 1 }),
    ],
    answer: nl('matchAdmin.confirm.processConfirm'),
  });
  await expect(page.getByText(nl('matchAdmin.cardProcessed', { gross }))).toBeVisible();
}

/**
 * Today's match made by the committee (logged in on `page`) and a member's phone for it. Sign-up
 * runs from the day's first minute until the start `at`, so the member can sign up at any hour
 * the run goes on at (before 23:54, see above).
 */
async function todaysMatch(
  page: Page,
  browser: Browser,
  server: E2eServer,
  input: { naam: string; at: string; categories?: Record<string, unknown>[] },
) {
  await login(page, commissie);
  const today = clubDate(0);
  const { at, ...rest } = input;
  const match = await createMatch(page, {
    ...rest,
    aanvang: `${today} ${at}`,
    inschrijvingsstart: `${today} 00:00`,
    inschrijvingsstop: `${today} ${at}`,
  });
  return { match, member: await memberPhone(browser, server) };
}

test("the committee creates today's match, draws it, enters a card, processes it, each step confirmed with its summary; the member sees it all", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  await login(page, commissie);
  await page.goto('/app/admin/matches');
  await expect(pageTitle(page, nl('matchAdmin.title'))).toBeVisible();
  await page.getByRole('link', { name: nl('matchAdmin.form.newTitle') }).click();
  await expect(page).toHaveURL(path('/app/admin/matches/new'));
  await expect(pageTitle(page, nl('matchAdmin.form.newTitle'))).toBeVisible();

  // Saved empty, the screen names what is missing and sends nothing.
  await button(page, nl('matchAdmin.form.create')).click();
  await expect(page.getByRole('alert')).toContainText(nl('matchAdmin.form.fixFields'));
  await expect(page.getByText(nl('matchAdmin.form.errors.required'))).toBeVisible();

  // Today at 23:55, after every tee time other specs book (the draw holds the tee sheet then);
  // sign-up until the start. A day gone is refused at its field as it is typed.
  const today = clubDate(0);
  await page.getByLabel(nl('matchAdmin.form.name'), { exact: true }).fill(NAME);
  await page.getByLabel(nl('matchAdmin.form.course')).selectOption({ label: 'De Lange Baan' });
  await page.getByLabel(nl('matchAdmin.form.date'), { exact: true }).fill(clubDate(-1));
  await expect(page.getByText(nl('matchAdmin.form.errors.datePassed'))).toBeVisible();
  await page.getByLabel(nl('matchAdmin.form.date'), { exact: true }).fill(today);
  await expect(page.getByText(nl('matchAdmin.form.errors.datePassed'))).toHaveCount(0);
  const times = page.getByLabel(nl('matchAdmin.form.time'), { exact: true });
  await times.nth(0).fill('23:55');
  await page.getByLabel(nl('matchAdmin.form.opens')).fill(today);
  await times.nth(1).fill('00:00');
  await page.getByLabel(nl('matchAdmin.form.closes')).fill(today);
  await times.nth(2).fill('23:55');
  // Stableford and qualifying are what a new match starts with.
  await expect(page.getByLabel(nl('matchAdmin.form.form'), { exact: true })).toHaveValue(
    'stableford',
  );
  await expect(page.getByLabel(nl('matchAdmin.form.qualifying'))).toBeChecked();
  for (const label of ['matchAdmin.form.teeMen', 'matchAdmin.form.teeWomen']) {
    const select = page.getByLabel(nl(label));
    await expect(select.locator('option')).not.toHaveCount(1);
    await select.selectOption({ index: 1 });
  }
  await page.getByLabel(nl('matchAdmin.form.fee')).fill('12,50');
  await button(page, nl('matchAdmin.form.addProduct')).click();
  await page.getByLabel(nl('matchAdmin.form.productName')).fill('Lunch');
  await page.getByLabel(nl('matchAdmin.form.price')).fill('17,5');
  await button(page, nl('matchAdmin.form.create')).click();

  await expect(page).toHaveURL(path(/\/app\/admin\/matches\/\d+$/));
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(pageTitle(page, NAME)).toBeVisible();
  const saved = await (await page.request.get(`/api/admin/wedstrijd/${id}`)).json();
  expect(saved).toMatchObject({
    wedstrijdvorm: 'stableford',
    qualifying: true,
    open: true,
    inschrijfgeld_cents: 1250,
    products: [{ naam: 'Lunch', prijs_cents: 1750 }],
  });

  // The edit screen holds what was saved.
  await page.getByRole('link', { name: nl('matchAdmin.edit') }).click();
  await expect(page).toHaveURL(path(`/app/admin/matches/${id}/edit`));
  await expect(page.getByLabel(nl('matchAdmin.form.name'), { exact: true })).toHaveValue(NAME);
  await expect(page.getByLabel(nl('matchAdmin.form.price'))).toHaveValue('17,50');
  await button(page, nl('matchAdmin.form.save')).click();
  await expect(page).toHaveURL(path(`/app/admin/matches/${id}`));

  // The member signs up on their own phone.
  const member = await memberPhone(browser, server);
  try {
    await login(member, commissie);
    const history = () => handicapEntries(member);
    const before = await history();
    const self = (await (await member.request.get('/api/relatie/self')).json()) as {
      handicap: number;
    };
    await signUp(member, id, { preferences: { start_game: 'laat' } });

    // Closing sign-up says how many signed up; cancelled, nothing changes.
    await page.reload();
    await expect(page.getByText(nl('matchAdmin.field', { players: 1, max: 40 }))).toBeVisible();
    const signedUp = nl('matchAdmin.confirm.signedUp', {
      field: nl('matchAdmin.confirm.players_one', { count: 1 }),
      reserves: nl('matchAdmin.confirm.players_other', { count: 0 }),
    });
    await confirmStep(page, nl, {
      button: nl('matchAdmin.close'),
      says: [nl('matchAdmin.confirm.close'), signedUp],
      answer: null,
    });
    await expect(button(page, nl('matchAdmin.close'))).toBeVisible();
    expect((await (await page.request.get(`/api/admin/wedstrijd/${id}`)).json()).open).toBe(true);
    await confirmStep(page, nl, {
      button: nl('matchAdmin.close'),
      says: [signedUp],
      answer: nl('matchAdmin.close'),
    });
    await expect(button(page, nl('matchAdmin.close'))).toHaveCount(0);

    // The draw says how it divides the field, from the match's start; the list shows the
    // player's handicap and wish, so the order can be checked by eye.
    await confirmStep(page, nl, {
      button: nl('matchAdmin.draw'),
      says: [
        nl('matchAdmin.confirm.draw', {
          players: nl('matchAdmin.confirm.players_one', { count: 1 }),
          flights: nl('matchAdmin.confirm.flights_one', { count: 1 }),
          order: nl('matchAdmin.confirm.order.handicap'),
        }),
        nl('matchAdmin.confirm.times', { first: '23:55', last: '23:55' }),
      ],
      answer: nl('matchAdmin.draw'),
    });
    const flight = page
      .getByRole('listitem')
      .filter({ hasText: nl('matchAdmin.flight', { nummer: 1, time: '23:55', tee: 1 }) });
    await expect(flight).toContainText(
      `${nl('matchAdmin.startListHcp', { hcp: dutchIndex(self.handicap) })} · ${nl('matchAdmin.wish.laat')}`,
    );
    await confirmStep(page, nl, {
      button: nl('matchAdmin.publishStartList'),
      says: [
        nl('matchAdmin.confirm.publishStartList', {
          flights: nl('matchAdmin.confirm.flights_one', { count: 1 }),
          first: '23:55',
        }),
      ],
      answer: nl('matchAdmin.confirm.publish'),
    });
    await expect(page.getByText(nl('matchAdmin.startListPublished'))).toBeVisible();

    // The member finds themself on the start list.
    await member.goto(`/app/match/${id}/info`);
    await tapTab(member.getByRole('tab', { name: nl('matches.tabs.starters'), exact: true }));
    await expect(member.locator('.match-team--self')).toBeVisible();

    // The member did not enter a card: the committee enters it, a 5 on every hole.
    await page
      .getByRole('listitem')
      .filter({ hasText: nl('matchAdmin.cardNone') })
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(path(/\/app\/admin\/matches\/\d+\/card\/\d+$/));
    await expect(pageTitle(page, nl('matchAdmin.card.title'))).toBeVisible();
    const keypad = page.getByRole('group', { name: nl('scorecards.keypad.label') });
    // Saved with holes empty, nothing is sent.
    await keypad.getByRole('button', { name: '5', exact: true }).click();
    await button(page, nl('matchAdmin.card.save')).click();
    await expect(page.getByRole('alert')).toContainText(nl('matchAdmin.card.missing'));
    for (let hole = 2; hole <= 18; hole++)
      await keypad.getByRole('button', { name: '5', exact: true }).click();
    await expect(
      page.getByText(nl('matchAdmin.card.total', { filled: 18, holes: 18, gross: 90 })),
    ).toBeVisible();
    await button(page, nl('matchAdmin.card.save')).click();
    await expect(page).toHaveURL(path(`/app/admin/matches/${id}`));
    await expect(page.getByText(nl('matchAdmin.cardIn', { gross: 90 }))).toBeVisible();

    // Process (the qualifying card goes into the member's record) and publish the results,
    // each after its summary.
    await processTheCard(page, 90);
    await expect(
      page.getByRole('region', { name: nl('matchAdmin.results'), exact: true }).getByText(/^1\. /),
    ).toBeVisible();
    await confirmStep(page, nl, {
      button: nl('matchAdmin.publishResults'),
      says: [
        nl('matchAdmin.confirm.publishResults'),
        nl('matchAdmin.confirm.resultLines', { placed: 1, noScore: 0 }),
      ],
      answer: nl('matchAdmin.confirm.publish'),
    });
    await expect(page.getByText(nl('matchAdmin.resultsPublished'))).toBeVisible();

    // The member reads the results with their own line, and the card in their handicap record.
    await member.goto(`/app/match/${id}/info`);
    await tapTab(member.getByRole('tab', { name: nl('matches.tabs.results'), exact: true }));
    await expect(member.locator('tr[aria-current="true"]')).toHaveCount(1);
    const after = await history();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((e) => !before.some((b) => b.card_id === e.card_id))?.datum).toContain(today);
    await member.goto('/app/profile/history');
    const played = today.split('-').reverse().join('-');
    await expect(member.getByRole('list', { name: nl('profile.history.cards') })).toContainText(
      `${played} · De Lange Baan`,
    );
  } finally {
    await member.context().close();
  }
});

test("the member enters their own card of today's match; it waits for the match, and processing takes it", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const today = clubDate(0);
  // The draw puts the flight at 23:55, after every tee time other specs book, so the hold on the
  // tee sheet is in nobody's way.
  const { match, member } = await todaysMatch(page, browser, server, {
    naam: 'Dagkaart E2E',
    at: '23:55',
    categories: [{ naam: 'Iedereen', handicap_min: null, handicap_max: 36.5 }],
  });
  const id = match.id;
  try {
    await login(member, commissie);
    const history = () => handicapEntries(member);
    const before = await history();
    await signUp(member, id, { category_id: match.categories[0]!.id });

    // The form: the range in Dutch, sign-out refunds switched on and saved.
    await page.goto(`/app/admin/matches/${id}/edit`);
    await expect(page.getByLabel(nl('matchAdmin.form.hcpTo'))).toHaveValue('36,5');
    await expect(page.getByLabel(nl('matchAdmin.form.ideal'))).not.toBeChecked();
    await page.getByLabel(nl('matchAdmin.form.refund')).check();
    await button(page, nl('matchAdmin.form.save')).click();
    await expect(page).toHaveURL(path(`/app/admin/matches/${id}`));
    const saved = await (await page.request.get(`/api/admin/wedstrijd/${id}`)).json();
    expect(saved).toMatchObject({ ideal_betalingen: false, uitschrijven_restitutie: true });
    expect(saved.categories).toMatchObject([{ naam: 'Iedereen', handicap_max: 36.5 }]);

    // The category the member chose cannot go: the server's refusal shows at the categories, in
    // the member's language.
    await page.getByRole('link', { name: nl('matchAdmin.edit') }).click();
    await expect(page).toHaveURL(path(`/app/admin/matches/${id}/edit`));
    await page
      .getByRole('region', { name: nl('matchAdmin.form.categories') })
      .getByRole('button', { name: nl('matchAdmin.form.remove') })
      .click();
    await button(page, nl('matchAdmin.form.save')).click();
    await expect(
      page
        .getByRole('region', { name: nl('matchAdmin.form.categories') })
        .getByText(nl('matchAdmin.form.errors.inUse')),
    ).toBeVisible();
    await expect(page.getByText(/cannot be removed/)).toHaveCount(0);
    await expect(page.getByRole('alert')).toContainText(nl('matchAdmin.form.fixFields'));
    await expect(page.getByRole('alert')).not.toContainText(nl('errors.CONFLICT'));
    await expect(page).toHaveURL(path(`/app/admin/matches/${id}/edit`));

    // Close sign-up, draw and publish the start list.
    await page.goto(`/app/admin/matches/${id}`);
    await confirmStep(page, nl, { button: nl('matchAdmin.close'), answer: nl('matchAdmin.close') });
    await expect(button(page, nl('matchAdmin.close'))).toHaveCount(0);
    await page.getByLabel(nl('matchAdmin.firstTime')).fill('23:55');
    await confirmStep(page, nl, { button: nl('matchAdmin.draw'), answer: nl('matchAdmin.draw') });
    await expect(
      page.getByText(nl('matchAdmin.flight', { nummer: 1, time: '23:55', tee: 1 })),
    ).toBeVisible();
    await confirmStep(page, nl, {
      button: nl('matchAdmin.publishStartList'),
      answer: nl('matchAdmin.confirm.publish'),
    });
    await expect(page.getByText(nl('matchAdmin.startListPublished'))).toBeVisible();

    // On the match day the start list offers the member their card; they create it with a guest
    // marker.
    await member.goto(`/app/match/${id}/info`);
    await tapTab(member.getByRole('tab', { name: nl('matches.tabs.starters'), exact: true }));
    await expect(member.locator('.match-team--self')).toBeVisible();
    await expect(member.getByRole('link', { name: nl('matches.enterMyCard') })).toBeVisible();
    // The card list's 'new card' sheet offers it too.
    await member.goto('/app/scorecards');
    await member
      .getByRole('main')
      .getByRole('button', { name: nl('scorecards.newCard.button'), exact: true })
      .click();
    await member
      .getByRole('dialog', { name: nl('scorecards.newCard.title') })
      .getByRole('button', { name: nl('scorecards.newCard.match', { name: 'Dagkaart E2E' }) })
      .click();
    await expect(member).toHaveURL(path(`/app/scorecards/match/${id}`));
    await expect(pageTitle(member, nl('scorecards.matchCard.title'))).toBeVisible();
    await member.getByRole('radio', { name: nl('scorecards.marker.guest') }).click();
    await member.getByRole('textbox', { name: nl('scorecards.marker.firstname') }).fill('Ali');
    await member.getByRole('textbox', { name: nl('scorecards.marker.lastname') }).fill('Demir');
    await member
      .getByRole('textbox', { name: nl('scorecards.marker.emailRequired') })
      .fill('ali.demir@example.org');
    await member.getByRole('button', { name: nl('scorecards.matchCard.create') }).click();
    await expect(member).toHaveURL(path(/\/app\/score\/\d+$/));
    const cardId = Number(/(\d+)$/.exec(member.url())![1]);

    // Now that the card exists, the match's start list and info open it instead of making one.
    for (const tab of ['starters', 'info'] as const) {
      await member.goto(`/app/match/${id}/${tab}`);
      await expect(member.getByRole('link', { name: nl('matches.openMyCard') })).toBeVisible();
      await expect(member.getByRole('link', { name: nl('matches.enterMyCard') })).toHaveCount(0);
    }
    await member.getByRole('link', { name: nl('matches.openMyCard') }).click();
    await expect(member).toHaveURL(path(`/app/score/${cardId}`));

    // 18 holes on the keypad, then submitted: saved, processed with the match.
    const pad = keypad(member);
    for (let hole = 1; hole <= 18; hole++) await pad.type('5');
    await member
      .getByRole('contentinfo')
      .getByRole('button', { name: nl('scorecards.entry.submit') })
      .click();
    const confirm = alertDialog(member, nl('scorecards.entry.confirmTitle'));
    await expect(confirm).toContainText('90');
    await confirm.getByRole('button', { name: nl('scorecards.entry.submit') }).click();
    const outcome = alertDialog(member, nl('scorecards.outcome.savedTitle'));
    await expect(outcome).toContainText(nl('scorecards.outcome.matchCard'));
    await outcome.getByRole('button', { name: nl('common.ok') }).click();
    expect(await history()).toHaveLength(before.length);

    // The committee sees the member's card and processes the match: now it counts.
    await page.reload();
    await expect(page.getByText(nl('matchAdmin.cardIn', { gross: 90 }))).toBeVisible();
    await confirmStep(page, nl, {
      button: nl('matchAdmin.process'),
      says: [nl('matchAdmin.confirm.noCard_other', { count: 0, total: 1 })],
      answer: nl('matchAdmin.confirm.processConfirm'),
    });
    await expect(page.getByText(nl('matchAdmin.cardProcessed', { gross: 90 }))).toBeVisible();
    const after = await history();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((e) => e.card_id === cardId)?.datum).toContain(today);
  } finally {
    await member.context().close();
  }
});

test('English: a match dated ahead is not processed (the screen says from when); sign-up reopens, and a withdrawn start list is drawn again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, commissie);
  expect((await setLanguage(page.request, 'en_US')).ok()).toBe(true);
  try {
    // Tomorrow at 23:55 (the draw holds the tee sheet then, after every tee time other specs
    // book), not qualifying; the committee member is its one player.
    const tomorrow = clubDate(1);
    const { id } = await createMatch(page, {
      naam: 'Tomorrow cup E2E',
      qualifying: false,
      aanvang: `${tomorrow} 23:55`,
      inschrijvingsstart: `${clubDate(0)} 00:00`,
      inschrijvingsstop: `${tomorrow} 23:00`,
    });
    await signUp(page, id, {});
    await page.goto('/app/scorecards');
    await expect(pageTitle(page, en('scorecards.title'))).toBeVisible();
    await page.goto(`/app/admin/matches/${id}`);
    await expect(pageTitle(page, 'Tomorrow cup E2E')).toBeVisible();
    await confirmStep(page, en, {
      button: en('matchAdmin.close'),
      says: [en('matchAdmin.confirm.close')],
      answer: en('matchAdmin.close'),
    });

    // Not before its day: the button waits, and the screen says from which date.
    const shown = tomorrow.split('-').reverse().join('-');
    await expect(button(page, en('matchAdmin.process'))).toBeDisabled();
    await expect(page.getByText(en('matchAdmin.processFrom', { date: shown }))).toBeVisible();
    const early = await page.request.post(`/api/admin/wedstrijd/${id}/verwerken`, {
      headers: writeHeaders(),
    });
    expect(early.status()).toBe(409);
    expect(await early.json()).toMatchObject({
      code: 'MATCH_NOT_PLAYED_YET',
      fields: [{ field: 'aanvang', message: `can be processed from ${tomorrow}` }],
    });

    // Sign-up opens again until the start (no start list yet), and closes again.
    await confirmStep(page, en, {
      button: en('matchAdmin.reopen'),
      says: [en('matchAdmin.confirm.reopen', { until: `${shown} 23:55` })],
      answer: en('matchAdmin.reopen'),
    });
    await expect(button(page, en('matchAdmin.close'))).toBeVisible();
    const reopened = await (await page.request.get(`/api/admin/wedstrijd/${id}`)).json();
    expect(reopened).toMatchObject({ open: true, inschrijvingsstop: `${tomorrow} 23:55` });
    await confirmStep(page, en, { button: en('matchAdmin.close'), answer: en('matchAdmin.close') });

    // Drawn and published, the list is withdrawn before it is drawn again.
    await confirmStep(page, en, { button: en('matchAdmin.draw'), answer: en('matchAdmin.draw') });
    await expect(button(page, en('matchAdmin.reopen'))).toHaveCount(0);
    await confirmStep(page, en, {
      button: en('matchAdmin.publishStartList'),
      answer: en('matchAdmin.confirm.publish'),
    });
    await expect(button(page, en('matchAdmin.redraw'))).toHaveCount(0);
    await confirmStep(page, en, {
      button: en('matchAdmin.withdrawStartList'),
      says: [en('matchAdmin.confirm.withdrawStartList')],
      answer: en('matchAdmin.confirm.withdraw'),
    });
    await expect(page.getByText(en('matchAdmin.startListPublished'))).toHaveCount(0);
    await page.getByLabel(en('matchAdmin.firstTime')).fill('23:50');
    await confirmStep(page, en, {
      button: en('matchAdmin.redraw'),
      says: [
        en('matchAdmin.confirm.times', { first: '23:50', last: '23:50' }),
        en('matchAdmin.confirm.replaces'),
      ],
      answer: en('matchAdmin.redraw'),
    });
    await expect(
      page.getByText(en('matchAdmin.flight', { nummer: 1, time: '23:50', tee: 1 })),
    ).toBeVisible();

    // Should the screen still offer processing (its match read before midnight, say), the
    // server's refusal shows in the member's language with the date.
    await page.route(`**/api/admin/wedstrijd/${id}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), verwerkbaar: true } });
    });
    await page.reload();
    await expect(pageTitle(page, 'Tomorrow cup E2E')).toBeVisible();
    await confirmStep(page, en, {
      button: en('matchAdmin.process'),
      says: [en('matchAdmin.confirm.notQualifying')],
      answer: en('matchAdmin.confirm.processConfirm'),
    });
    await expect(page.getByRole('alert')).toContainText(en('matches.errors.MATCH_NOT_PLAYED_YET'));
    await expect(page.getByRole('alert')).toContainText(
      en('matchAdmin.processFrom', { date: shown }),
    );
    expect((await (await page.request.get(`/api/admin/wedstrijd/${id}`)).json()).verwerkt).toBe(
      false,
    );
  } finally {
    await page.unrouteAll();
    await setLanguage(page.request, 'nl_NL');
  }
});

test("undoing the processing takes the card out of the member's record: their index is back to what it was", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const { match, member } = await todaysMatch(page, browser, server, {
    naam: 'Terugdraaibeker E2E',
    at: '23:56',
  });
  const id = match.id;
  try {
    await login(member, commissie);
    await signUp(member, id, {});
    const closed = await page.request.post(`/api/admin/wedstrijd/${id}/sluiten`, {
      headers: writeHeaders(),
    });
    expect(closed.status()).toBe(200);
    const relatie = ((await closed.json()) as AdminMatchView).teams[0]!.players[0]!.relatie_id!;

    // The index the member's profile shows before.
    const index = member.locator('.profile-hero__handicap strong');
    await member.goto('/app/profile/show');
    await expect(index).not.toBeEmpty();
    const before = await index.textContent();
    const history = async () => (await handicapEntries(member)).map((e) => e.card_id);
    const cardsBefore = await history();

    // The committee enters the member's card: a round far below their index (a 4 on every hole).
    const card = (await (
      await page.request.get(`/api/admin/wedstrijd/${id}/kaart/${relatie}`)
    ).json()) as { holes: unknown[] };
    const entered = await page.request.put(`/api/admin/wedstrijd/${id}/kaart/${relatie}`, {
      headers: writeHeaders(),
      data: { scores: card.holes.map(() => 4) },
    });
    expect(entered.status()).toBe(200);
    const gross = card.holes.length * 4;

    // Processed, the card counts: the index moves.
    await page.goto(`/app/admin/matches/${id}`);
    await processTheCard(page, gross);
    await member.reload();
    await expect(index).not.toHaveText(before!);
    expect(await history()).toHaveLength(cardsBefore.length + 1);

    // Published results are withdrawn before the processing can be undone.
    await confirmStep(page, nl, {
      button: nl('matchAdmin.publishResults'),
      answer: nl('matchAdmin.confirm.publish'),
    });
    await expect(button(page, nl('matchAdmin.unprocess'))).toHaveCount(0);
    await confirmStep(page, nl, {
      button: nl('matchAdmin.withdrawResults'),
      says: [
        nl('matchAdmin.confirm.withdrawResults'),
        nl('matchAdmin.confirm.withdrawResultsCards'),
      ],
      answer: nl('matchAdmin.confirm.withdraw'),
    });
    await expect(page.getByText(nl('matchAdmin.resultsPublished'))).toHaveCount(0);

    // Undoing says what happens to the card; cancelled, nothing changes.
    const undo = {
      button: nl('matchAdmin.unprocess'),
      says: [
        nl('matchAdmin.confirm.unprocess'),
        nl('matchAdmin.confirm.unprocessCards_one', { count: 1 }),
      ],
    };
    await confirmStep(page, nl, { ...undo, answer: null });
    expect((await (await page.request.get(`/api/admin/wedstrijd/${id}`)).json()).verwerkt).toBe(
      true,
    );
    await confirmStep(page, nl, { ...undo, answer: nl('matchAdmin.unprocess') });

    // The card waits for processing again, the results are gone, and the member's index and
    // record are as they were.
    await expect(page.getByText(nl('matchAdmin.cardIn', { gross }))).toBeVisible();
    await expect(button(page, nl('matchAdmin.process'))).toBeEnabled();
    await expect(
      page.getByRole('region', { name: nl('matchAdmin.results'), exact: true }),
    ).toHaveCount(0);
    await member.reload();
    await expect(index).toHaveText(before!);
    expect(await history()).toEqual(cardsBefore);
  } finally {
    await member.context().close();
  }
});

/** The demo's last year's championship: processed with categories, players without a return. */
const PLAYED_MATCH = 'Clubkampioenschap';

test('the results read as the members will: a heading per category in the category order, those without a score last in theirs', async ({
  page,
}) => {
  await login(page, commissie);
  const list = (await (await page.request.get('/api/admin/wedstrijd')).json()) as {
    id: number;
    naam: string;
  }[];
  const { id } = list.find((x) => x.naam === PLAYED_MATCH)!;
  const m = (await (await page.request.get(`/api/admin/wedstrijd/${id}`)).json()) as {
    categories: { id: number; naam: string }[];
    teams: { id: number; players: { naam: string }[] }[];
    results: { team_id: number; category_id: number; positie: number; status: string }[];
  };
  const names = (team: number) =>
    m.teams
      .find((x) => x.id === team)!
      .players.map((p) => p.naam)
      .join(' / ');
  const linesOf = (category: number) => m.results.filter((r) => r.category_id === category);
  const played = m.categories.filter((c) => linesOf(c.id).length > 0);
  // The demo data holds what is checked: two categories or more, and one with players placed and
  // players without a score.
  expect(played.length).toBeGreaterThan(1);
  expect(
    played.some(
      (c) =>
        linesOf(c.id).some((r) => r.status === 'ok') &&
        linesOf(c.id).some((r) => r.status !== 'ok'),
    ),
  ).toBe(true);

  await page.goto(`/app/admin/matches/${id}`);
  await expect(pageTitle(page, PLAYED_MATCH)).toBeVisible();
  const results = page.getByRole('region', { name: nl('matchAdmin.results'), exact: true });
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(
    played.map((c) => nl('matches.results.category', { name: c.naam })),
  );
  for (const c of played) {
    const placed = linesOf(c.id)
      .filter((r) => r.status === 'ok')
      .sort((a, b) => a.positie - b.positie)
      .map((r) => `${r.positie}. ${names(r.team_id)}`);
    const noScore = linesOf(c.id)
      .filter((r) => r.status !== 'ok')
      .map((r) => `${nl('matchAdmin.noReturn')} ${names(r.team_id)}`);
    const category = results.getByRole('region', {
      name: nl('matches.results.category', { name: c.naam }),
      exact: true,
    });
    // Those without a score in any order, after every placed player.
    const shown = category.getByRole('heading', { level: 4 });
    await expect(shown).toHaveCount(placed.length + noScore.length);
    const texts = (await shown.allTextContents()).map((x) => x.trim());
    expect(texts.slice(0, placed.length)).toEqual(placed);
    expect(texts.slice(placed.length).sort()).toEqual(noScore.sort());
  }
});

test('English: the create screen speaks English and names what is missing', async ({ page }) => {
  await login(page, commissie);
  expect((await setLanguage(page.request, 'en_US')).ok()).toBe(true);
  try {
    await page.goto('/app/scorecards');
    await expect(pageTitle(page, en('scorecards.title'))).toBeVisible();
    await page.goto('/app/admin/matches/new');
    await expect(pageTitle(page, en('matchAdmin.form.newTitle'))).toBeVisible();
    await page.getByLabel(en('matchAdmin.form.name'), { exact: true }).fill('Autumn cup');
    await page.getByLabel(en('matchAdmin.form.form'), { exact: true }).selectOption('foursomes');
    // A team form cannot be qualifying.
    await expect(page.getByLabel(en('matchAdmin.form.qualifying'))).toBeDisabled();
    await expect(page.getByText(en('matchAdmin.form.notQualifying'))).toBeVisible();
    await page.getByLabel(en('matchAdmin.form.fee')).fill('twelve');
    await button(page, en('matchAdmin.form.create')).click();
    await expect(page.getByRole('alert')).toContainText(en('matchAdmin.form.fixFields'));
    await expect(page.getByText(en('matchAdmin.form.errors.money'))).toBeVisible();
    await expect(page.getByText(en('matchAdmin.form.errors.course'))).toBeVisible();

    // What only the server finds shows in English too: a field smaller than the players signed
    // up (the committee member and a guest).
    const tomorrow = clubDate(1);
    const match = await createMatch(page, {
      naam: 'Guest cup E2E',
      aanvang: `${tomorrow} 09:00`,
      inschrijvingsstart: `${clubDate(0)} 00:00`,
      inschrijvingsstop: `${tomorrow} 08:00`,
      aantal_gastspelers_inschrijven: 1,
    });
    await signUp(page, match.id, {
      players: [{ guest: { lastname: 'Gastmans', handicap: 20.1, gender: 'm' } }],
    });
    await page.goto(`/app/admin/matches/${match.id}/edit`);
    await expect(pageTitle(page, en('matchAdmin.form.editTitle'))).toBeVisible();
    await page.getByLabel(en('matchAdmin.form.fieldSize')).fill('1');
    await button(page, en('matchAdmin.form.save')).click();
    await expect(page.locator('.outlined-field__error')).toHaveText(
      en('matchAdmin.form.errors.belowSignUps'),
    );
    await expect(page.getByRole('alert')).toContainText(en('matchAdmin.form.fixFields'));
    await expect(page.getByText(/already signed up/)).toHaveCount(0);
    await expect(page).toHaveURL(path(`/app/admin/matches/${match.id}/edit`));
    // Its sign-up closed again, so no other spec meets an extra open match.
    const closed = await page.request.post(`/api/admin/wedstrijd/${match.id}/sluiten`, {
      headers: writeHeaders(),
    });
    expect(closed.status()).toBe(200);
  } finally {
    await setLanguage(page.request, 'nl_NL');
  }
});

/**
 * A par competition ("tegen par") of today, the committee member in its field with their card of
 * it (made through the API); the match is not qualifying and never processed, so no handicap
 * changes, and its sign-up is closed at once, so no other spec sees an open match.
 */
async function againstParCard(page: Page, naam: string): Promise<number> {
  const { cardId } = await playingToday(page, '23:58', {
    naam,
    wedstrijdvorm: 'tegen_par',
    uitslag: 'tegen_par',
  });
  return cardId;
}

/** The member types three holes of the card: each tile shows '+', '−' or 0 against par. */
async function typesAgainstPar(page: Page, t: Translate, naam: string) {
  const cardId = await againstParCard(page, naam);
  const holes = (await (await page.request.get(`/api/scorecards/${cardId}/cardHoles`)).json()) as {
    PAR: number;
    ES: number;
  }[];
  const net = (i: number, d: number) => holes[i]!.PAR + holes[i]!.ES + d;
  // A net birdie, a net par and a net bogey: '+', 0 and '−'; all single digits on this course.
  const scores = [net(0, -1), net(1, 0), net(2, 1)];
  expect(scores.every((s) => s >= 2 && s <= 9)).toBe(true);

  await page.goto(`/app/score/${cardId}`);
  const totals = page.locator('.score-summary__totals');
  await expect(totals).toContainText(t('scorecards.againstPar'));
  await expect(totals).not.toContainText(t('scorecards.stableford'));
  const pad = page.getByRole('group', { name: t('scorecards.keypad.label') });
  const tiles = page.getByRole('group', { name: t('scorecards.holes') }).getByRole('button');
  const total = page.getByTestId('total-points');

  await pad.getByRole('button', { name: String(scores[0]), exact: true }).click();
  await expect(tiles.nth(0)).toContainText('+');
  await expect(tiles.nth(0)).toHaveAccessibleName(
    new RegExp(t('scorecards.holeResult.tile', { result: '\\+' })),
  );
  await expect(total).toHaveText('+1');

  await pad.getByRole('button', { name: String(scores[1]), exact: true }).click();
  await expect(tiles.nth(1).locator('.hole-tile__result')).toHaveText('0');
  await expect(total).toHaveText('+1');

  await pad.getByRole('button', { name: String(scores[2]), exact: true }).click();
  await expect(tiles.nth(2).locator('.hole-tile__result')).toHaveText('−');
  await expect(tiles.nth(2)).toHaveAccessibleName(
    new RegExp(t('scorecards.holeResult.tile', { result: '−' })),
  );
  await expect(total).toHaveText('0');
  // No points anywhere: the hole in focus says won, halved or lost.
  await expect(page.getByText(t('scorecards.pointsShort_other', { count: 0 }))).toHaveCount(0);
  await tiles.nth(0).click();
  await expect(page.locator('.hole-panel__points')).toHaveText(t('scorecards.holeResult.plus'));
  await tiles.nth(2).click();
  await expect(page.locator('.hole-panel__points')).toHaveText(t('scorecards.holeResult.minus'));

  // Handed in (a net birdie on the 4th, net par on the rest), the card reads against par too.
  const all = holes.map((_, i) => (i < 3 ? scores[i]! : net(i, i === 3 ? -1 : 0)));
  const handedIn = await page.request.post(`/api/scorecards/${cardId}/edit`, {
    headers: writeHeaders(),
    data: { scores: all, allScoresSaved: 1 },
  });
  expect(handedIn.status(), await handedIn.text()).toBe(200);
  await page.goto(`/app/scorecards/card/${cardId}`);
  const cardTotals = page.locator('.card-view__totals');
  await expect(cardTotals).toContainText(t('scorecards.againstPar'));
  await expect(cardTotals).not.toContainText(t('scorecards.stableford'));
  await expect(cardTotals).toContainText('+1');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader').last()).toHaveText(t('scorecards.againstParColumn'));
  const lastCell = (row: number) => table.getByRole('row').nth(row).getByRole('cell').last();
  await expect(lastCell(1)).toHaveText('+');
  await expect(lastCell(2)).toHaveText('0');
  await expect(lastCell(3)).toHaveText('−');
  await expect(table.locator('tfoot').getByRole('cell').last()).toHaveText('+1');
}

test('Dutch: a card of an against-par match shows +, − or 0 per hole as the scores are typed', async ({
  page,
}) => {
  await login(page, commissie);
  await typesAgainstPar(page, nl, 'Tegen par E2E');
});

test('English: a card of an against-par match shows +, − or 0 per hole as the scores are typed', async ({
  page,
}) => {
  await login(page, commissie);
  expect((await setLanguage(page.request, 'en_US')).ok()).toBe(true);
  try {
    await typesAgainstPar(page, en, 'Against par E2E');
  } finally {
    await setLanguage(page.request, 'nl_NL');
  }
});
