import { expect, type Page } from '@playwright/test';
import { formatHandicap, stablefordHolePoints } from '@fairway/golf';
import { apiSession, literal, login, openMenu, pageTitle, path } from './support/app';
import { DEMO_MEMBER_NAME, demo, marker } from './support/demo';
import { nl } from './support/i18n';
import {
  alertDialog,
  clubDate,
  currentHole,
  getJson,
  holeTile,
  keypad,
  markCardLink,
  openCardLink,
  ownCards,
  selfName,
  type ApiHole,
} from './support/scorecards';
import { test } from './support/fixtures';

// spec §2 /app/score and /app/mark/{id}, §4 (hole scores, score statuses, marker), §5 (keypad,
// qualifying card), QUALITY "score entry survives no signal". One serial story on demo's open
// qualifying card of today: each step needs the one before it.
test.describe.configure({ mode: 'serial' });

const COURSE = 'De Lange Baan';
const TEE = 'Geel';

let markerName = '';
let todayCard = { id: 0, tijd: '' };
let newCardId = 0;

const tileName = (hole: number, strokes: number, state: string) =>
  [
    nl('scorecards.holeNumber', { hole }),
    nl(strokes === 1 ? 'scorecards.strokesCount_one' : 'scorecards.strokesCount_other', {
      count: strokes,
    }),
    state,
  ].join(', ');

/** Picks the marker account in the marker search of a card form. */
async function chooseMarker(page: Page): Promise<void> {
  const surname = markerName.split(' ').at(-1) ?? markerName;
  await page.getByRole('searchbox', { name: nl('scorecards.marker.search') }).fill(surname);
  await page
    .getByRole('list', { name: nl('scorecards.marker.results') })
    .getByRole('button', { name: new RegExp(`^${literal(markerName)}`) })
    .click();
  await expect(page.getByText(markerName, { exact: true })).toBeVisible();
}

/** The number of holes the score screen counts as saved on the server ("7/18"). */
const savedHoles = (page: Page) =>
  page
    .getByRole('definition')
    .filter({ hasText: /^\d+\/18$/ })
    .first();

test.describe('a qualifying round: keypad, marker, new card, no signal', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await apiSession({ playwright, baseURL }, marker);
    markerName = await selfName(request);
    await request.dispose();
  });

  test('with today’s card still open, a second qualifying card is refused', async ({ page }) => {
    await login(page, demo);

    // The menu counts the open card and the two cards waiting for demo's signature.
    const menu = await openMenu(page, nl('scorecards.title'));
    await expect(menu.getByRole('status')).toHaveText(
      nl('scorecards.notify.menuStatus_other', { count: 3 }),
    );
    await menu.getByRole('link', { name: nl('menu.scorecards'), exact: true }).click();
    await expect(menu).toBeHidden();

    // The 'new card' sheet leaves the qualifying card out and says why.
    await page
      .getByRole('main')
      .getByRole('button', { name: nl('scorecards.newCard.button'), exact: true })
      .click();
    const sheet = page.getByRole('dialog', { name: nl('scorecards.newCard.title') });
    await expect(sheet.getByText(nl('scorecards.newCard.openCardFirst'))).toBeVisible();
    await expect(
      sheet.getByRole('button', { name: nl('scorecards.newCard.foreign'), exact: true }),
    ).toBeVisible();
    await expect(
      sheet.getByRole('button', { name: nl('scorecards.newCard.qualifying') }),
    ).toHaveCount(0);
    await sheet.getByRole('button', { name: nl('common.cancel'), exact: true }).click();
    await expect(sheet).toBeHidden();

    // A direct link to the form: it starts on the club's default course (website_default_baan),
    // the checks run in the spec's order, then the server's first error of the allowed check is
    // shown.
    await page.goto('/app/scorecards/qualifying');
    await expect(pageTitle(page, nl('scorecards.qualifying.title'))).toBeVisible();
    const create = page.getByRole('button', { name: nl('scorecards.qualifying.create') });
    const courseField = page.getByRole('combobox', { name: nl('scorecards.fields.course') });
    await expect(courseField.locator('option:checked')).toHaveText(COURSE);
    await create.click();
    await expect(
      page.getByRole('alert').filter({ hasText: nl('scorecards.errors.selectTee') }),
    ).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(`^Tee ${TEE}\\s`) }).click();
    await create.click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: nl('scorecards.errors.selectMarker') })
        .first(),
    ).toBeVisible();
    await chooseMarker(page);
    await create.click();

    const refused = alertDialog(page, nl('scorecards.qualifying.notAllowed'));
    await expect(refused).toContainText(nl('scorecards.server.openCard'));
    await refused.getByRole('button', { name: nl('common.ok') }).click();
    await expect(page).toHaveURL(path('/app/scorecards/qualifying'));
  });

  test('demo enters 18 holes on the keypad and submits; the card waits for the marker', async ({
    page,
  }) => {
    await login(page, demo);
    const today = clubDate();
    const card = (await ownCards(page.request)).find(
      (c) => c.datum === today.wire && c.state === 'open' && c.typekaart === 2,
    );
    if (!card) throw new Error('demo has no open qualifying card today');
    todayCard = { id: card.id, tijd: card.tijd };
    const holes = await getJson<ApiHole[]>(page.request, `/api/scorecards/${card.id}/cardHoles`);
    expect(holes).toHaveLength(18);

    // Tapping the open card opens score entry for it.
    await openCardLink(page, today.shown, card.tijd).click();
    await expect(page).toHaveURL(path(`/app/score/${card.id}`));
    await expect(pageTitle(page, nl('scorecards.entry.title'))).toBeVisible();
    const pad = keypad(page);
    const expected: number[] = [];

    // Hole 1: one digit fills the hole, is saved on its own, and the focus moves on.
    await expect(currentHole(page, 1)).toBeVisible();
    await pad.type('5');
    expected.push(5);
    await expect(currentHole(page, 2)).toBeVisible();
    await expect(holeTile(page, 1)).toHaveAccessibleName(
      tileName(1, 5, nl('scorecards.holeStatus.saved')),
    );

    // Hole 2: a leading 1 waits for a second digit; "10" stays 10, also above the hole's ms_max.
    await pad.type('1');
    await expect(page.getByText(nl('scorecards.holeStatus.secondDigit'))).toBeVisible();
    await expect(currentHole(page, 2)).toBeVisible();
    await pad.type('0');
    expected.push(10);
    await expect(currentHole(page, 3)).toBeVisible();

    // Hole 3: a leading 1 and 'next' make a 1.
    await pad.type('1');
    await pad.next();
    expected.push(1);
    await expect(currentHole(page, 4)).toBeVisible();

    // Hole 4: 1 then 3 is 13.
    await pad.type('13');
    expected.push(13);
    await expect(currentHole(page, 5)).toBeVisible();

    // Holes 5–18: one over par.
    for (let i = 4; i < 18; i++) {
      const strokes = holes[i]!.PAR + 1;
      await pad.type(String(strokes));
      expected.push(strokes);
    }
    // Above the maximum, the tile also says which score counts for the handicap.
    const counts = (hole: number) =>
      holes[hole - 1]!.ms_max < expected[hole - 1]!
        ? `, ${nl('scorecards.cap.tile', { counted: holes[hole - 1]!.ms_max })}`
        : '';
    await expect(holeTile(page, 2)).toHaveAccessibleName(
      tileName(2, expected[1]!, '').replace(/, $/, '') +
        counts(2) +
        `, ${nl('scorecards.holeStatus.saved')}`,
    );
    // Every tap counted: each tile holds its strokes. Then each hole is saved, one by one in
    // the order typed; one the server could not take in time is sent again 10 s later.
    for (const [i, strokes] of expected.entries()) {
      await expect(holeTile(page, i + 1)).toHaveAccessibleName(
        new RegExp(`^${literal(tileName(i + 1, strokes, ''))}`),
      );
    }
    await expect(savedHoles(page)).toHaveText('18/18', { timeout: 25_000 });

    const strokes = expected.reduce((a, b) => a + b, 0);
    const points = expected.reduce(
      (n, s, i) =>
        n + stablefordHolePoints({ par: holes[i]!.PAR, strokesReceived: holes[i]!.ES, strokes: s }),
      0,
    );
    await expect(page.getByTestId('total-strokes')).toHaveText(String(strokes));
    await expect(page.getByTestId('total-points')).toHaveText(String(points));

    // Every hole is on the server already, one by one.
    const saved = await getJson<{ score: number }[]>(
      page.request,
      `/api/scorecards/${card.id}/scores`,
    );
    expect(saved.map((s) => s.score)).toEqual(expected);

    // The final save (allScoresSaved 1): digital marking is on, so the card waits for the marker.
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: nl('scorecards.entry.submit') })
      .click();
    const confirm = alertDialog(page, nl('scorecards.entry.confirmTitle'));
    await expect(confirm).toContainText(String(strokes));
    await confirm.getByRole('button', { name: nl('scorecards.entry.submit') }).click();
    const outcome = alertDialog(page, nl('scorecards.outcome.savedTitle'));
    await expect(outcome).toContainText(nl('scorecards.outcome.savedWaitsForMarker'));
    await outcome.getByRole('button', { name: nl('common.ok') }).click();

    await expect(page).toHaveURL(path('/app/scorecards'));
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: nl('scorecards.outcome.savedWaitsForMarker') }),
    ).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: `${today.shown} · ${card.tijd}` });
    await expect(row).toContainText(nl('scorecards.states.te_markeren'));
  });

  test('the marker reviews the card and signs it', async ({ page }) => {
    const today = clubDate();
    await login(page, marker);
    const link = markCardLink(page, DEMO_MEMBER_NAME, today.shown);
    await expect(page.getByRole('heading', { name: nl('scorecards.toMarkTitle') })).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(path(`/app/mark/${todayCard.id}`));
    await expect(pageTitle(page, nl('scorecards.mark.title'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: DEMO_MEMBER_NAME })).toBeVisible();
    const table = page.getByRole('table', { name: nl('scorecards.mark.tableCaption') });
    await expect(table.getByRole('row')).toHaveCount(1 + 18 + 2 + 1);

    await page.getByRole('button', { name: nl('scorecards.mark.sign'), exact: true }).click();
    const confirm = alertDialog(page, nl('scorecards.mark.signTitle'));
    await confirm.getByRole('button', { name: nl('scorecards.mark.sign'), exact: true }).click();

    await expect(page).toHaveURL(path('/app/scorecards'));
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: nl('scorecards.mark.signed', { player: DEMO_MEMBER_NAME }) }),
    ).toBeVisible();
    await expect(link).toHaveCount(0);
  });

  test('the player sees the card processed, with the new handicap', async ({ page }) => {
    const today = clubDate();
    await login(page, demo);
    const card = (await ownCards(page.request)).find((c) => c.id === todayCard.id);
    expect(card?.state).toBe('verwerkt');
    expect(card?.ehcp_nieuw).not.toBeNull();
    const row = page
      .getByRole('listitem')
      .filter({ hasText: `${today.shown} · ${todayCard.tijd}` });
    await expect(row).toContainText(nl('scorecards.states.verwerkt'));
    await expect(row).toContainText(
      `${nl('scorecards.newHandicap')}${formatHandicap(card!.ehcp_nieuw!, { decimalSeparator: ',' })}`,
    );
  });

  test('now a qualifying card can be made with the marker; the draft survives a reload', async ({
    page,
  }) => {
    await login(page, demo);
    await page
      .getByRole('main')
      .getByRole('button', { name: nl('scorecards.newCard.button'), exact: true })
      .click();
    const sheet = page.getByRole('dialog', { name: nl('scorecards.newCard.title') });
    await sheet
      .getByRole('button', { name: nl('scorecards.newCard.qualifying'), exact: true })
      .click();
    await expect(page).toHaveURL(path('/app/scorecards/qualifying'));

    await page
      .getByRole('combobox', { name: nl('scorecards.fields.course') })
      .selectOption({ label: COURSE });
    const tee = page.getByRole('radio', { name: new RegExp(`^Tee ${TEE}\\s`) });
    await tee.click();
    await chooseMarker(page);
    await page.getByRole('textbox', { name: nl('scorecards.fields.comment') }).fill('Mooie ronde');

    // spec §4 drafts: kept locally until the card exists.
    await page.reload();
    await expect(page.getByRole('combobox', { name: nl('scorecards.fields.course') })).toHaveValue(
      /\d+/,
    );
    await expect(tee).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(markerName, { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: nl('scorecards.fields.comment') })).toHaveValue(
      'Mooie ronde',
    );

    await page.getByRole('button', { name: nl('scorecards.qualifying.create') }).click();
    await expect(page).toHaveURL(/\/app\/score\/\d+$/);
    newCardId = Number(/\/app\/score\/(\d+)$/.exec(page.url())?.[1]);
    await expect(pageTitle(page, nl('scorecards.entry.title'))).toBeVisible();
    await expect(currentHole(page, 1)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('fw_qualifying_draft'))).toBeNull();
  });

  test('holes typed with no signal are kept, survive a closed tab, and are saved in order', async ({
    page,
    context,
  }) => {
    expect(newCardId).toBeGreaterThan(0);
    await login(page, demo);
    await page.goto(`/app/score/${newCardId}`);
    const pad = keypad(page);
    await expect(currentHole(page, 1)).toBeVisible();
    await pad.type('444444');
    await expect(savedHoles(page)).toHaveText('6/18');

    // On the course with no signal: holes 7–12 stay on the device, waiting, without the
    // global connection alert.
    const keysAt = await pad.pad.boundingBox();
    await context.setOffline(true);
    await pad.type('555555');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: nl('scorecards.entry.offline_other', { count: 6 }) }),
    ).toBeVisible();
    // The banner comes and goes as holes wait and are saved, but never moves the keypad: a key
    // that moves under a finger takes the tap meant for another (or none).
    expect(await pad.pad.boundingBox()).toEqual(keysAt);
    await expect(holeTile(page, 9)).toHaveAccessibleName(
      tileName(9, 5, nl('scorecards.holeStatus.offline')),
    );
    await expect(savedHoles(page)).toHaveText('6/18');
    await expect(alertDialog(page, nl('errors.connection.title'))).toHaveCount(0);
    // (The test's own API calls do not go through the browser's network.)
    let onServer = await getJson<{ score: number }[]>(
      page.request,
      `/api/scorecards/${newCardId}/scores`,
    );
    expect(onServer.map((s) => s.score).slice(0, 12)).toEqual([4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0]);

    // The tab is closed before the signal returns; later the screen opens again.
    await page.close();
    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto(`/app/score/${newCardId}`);
    await expect(currentHole(again, 13)).toBeVisible();
    for (let hole = 7; hole <= 12; hole++) {
      await expect(holeTile(again, hole)).toHaveAccessibleName(
        tileName(hole, 5, nl('scorecards.holeStatus.saved')),
      );
    }
    await expect(savedHoles(again)).toHaveText('12/18');
    onServer = await getJson<{ score: number }[]>(
      again.request,
      `/api/scorecards/${newCardId}/scores`,
    );
    expect(onServer.map((s) => s.score)).toEqual([
      4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 0, 0, 0, 0, 0, 0,
    ]);

    // The browser thinks it is online, but the server cannot be reached (a dead spot): the
    // hole waits, still without the global alert, and goes out with the next save that works.
    const holeSaves = `**/api/scorecards/${newCardId}/hole/*/score`;
    await again.route(holeSaves, (route) => route.abort('internetdisconnected'));
    const failed = again.waitForEvent('requestfailed', (r) => r.url().includes('/hole/13/'));
    await keypad(again).type('4');
    await failed;
    await expect(holeTile(again, 13)).toHaveAccessibleName(
      tileName(13, 4, nl('scorecards.holeStatus.waiting')),
    );
    await expect(alertDialog(again, nl('errors.connection.title'))).toHaveCount(0);
    await again.unroute(holeSaves);
    await keypad(again).type('4');
    await expect(holeTile(again, 13)).toHaveAccessibleName(
      tileName(13, 4, nl('scorecards.holeStatus.saved')),
    );

    // The rest of the round with a connection, then the card is handed in.
    await keypad(again).type('4444');
    await expect(savedHoles(again)).toHaveText('18/18');
    await again
      .getByRole('contentinfo')
      .getByRole('button', { name: nl('scorecards.entry.submit') })
      .click();
    await alertDialog(again, nl('scorecards.entry.confirmTitle'))
      .getByRole('button', { name: nl('scorecards.entry.submit') })
      .click();
    const outcome = alertDialog(again, nl('scorecards.outcome.savedTitle'));
    await expect(outcome).toContainText(nl('scorecards.outcome.savedWaitsForMarker'));
    await outcome.getByRole('button', { name: nl('common.ok') }).click();
    await expect(again).toHaveURL(path('/app/scorecards'));
    // The device copy is gone after the submit.
    expect(
      await again.evaluate(
        (id) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('keyval-store');
            open.onsuccess = () => {
              const get = open.result
                .transaction('keyval')
                .objectStore('keyval')
                .get(`fairway:score:${id}`);
              get.onsuccess = () => resolve(get.result === undefined);
            };
          }),
        newCardId,
      ),
    ).toBe(true);
  });
});
