import { expect } from '@playwright/test';
import { formatHandicap } from '@fairway/golf';
import { login, path, pageTitle } from './support/app';
import { marker } from './support/demo';
import { nl } from './support/i18n';
import {
  alertDialog,
  currentHole,
  getJson,
  holeTile,
  keypad,
  postJson,
  type ApiHole,
} from './support/scorecards';
import { test } from './support/fixtures';

// A score above the hole's maximum (ms_max, net double bogey) stays as typed; the hole says which
// score counts for the handicap, and the processed card shows both. The marker account plays, so
// demo's cards stay as the other specs expect them; its guest marker means no signature waits.

interface ApiTee {
  id: number;
  naam: string;
}

test('10 on a par 4 with maximum 7 stays 10, and the hole says 7 counts for the handicap', async ({
  page,
}) => {
  await login(page, marker);
  // The shortest tee of the club's first course: a handicap like the marker's gets one stroke on
  // some par 4s there, so their maximum is 7.
  const tees = await getJson<ApiTee[]>(page.request, '/api/courses/1/tees');
  const created = await postJson(page.request, '/api/scorecards', {
    baan_id: 1,
    tee_id: tees.at(-1)!.id,
    marker_name: 'Piet Jansen',
    marker_email: 'piet.jansen@example.nl',
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const holes = await getJson<(ApiHole & { SI: number; HoleNr: number })[]>(
    page.request,
    `/api/scorecards/${id}/cardHoles`,
  );
  const target = holes.find((h) => h.PAR === 4 && h.ms_max === 7);
  if (!target) throw new Error('no par 4 with ms_max 7 on this card');
  // Every other hole in par, saved as the keypad would have saved it.
  for (const h of holes.filter((x) => x.POS !== target.POS)) {
    const saved = await postJson(page.request, `/api/scorecards/${id}/hole/${h.POS}/score`, {
      score: h.PAR,
    });
    expect(saved.ok()).toBe(true);
  }

  await page.goto(`/app/score/${id}`);
  await expect(pageTitle(page, nl('scorecards.entry.title'))).toBeVisible();
  await holeTile(page, target.HoleNr).click();
  await expect(currentHole(page, target.HoleNr)).toBeVisible();
  await keypad(page).type('10');

  // The hole keeps 10 and says that 7 counts for the handicap.
  const capNote = nl('scorecards.cap.note', { counted: 7 });
  await expect(holeTile(page, target.HoleNr)).toHaveAccessibleName(
    new RegExp(
      `, ${nl('scorecards.strokesCount_other', { count: 10 })}, ${nl('scorecards.cap.tile', { counted: 7 })}`,
    ),
  );
  await holeTile(page, target.HoleNr).click();
  await expect(
    page.getByRole('status', { name: nl('scorecards.scoreOfHole', { hole: target.HoleNr }) }),
  ).toHaveText('10');
  await expect(page.getByText(capNote, { exact: true })).toBeVisible();
  const par = holes.reduce((n, h) => n + h.PAR, 0);
  await expect(page.getByTestId('total-strokes')).toHaveText(String(par + 6));
  await expect
    .poll(
      async () =>
        (await getJson<ApiHole[]>(page.request, `/api/scorecards/${id}/cardHoles`)).find(
          (h) => h.POS === target.POS,
        )?.ms_current,
    )
    .toBe(10);

  // Submitted and processed: the card, opened from the list, shows 10 played and 7 counted.
  await page.getByRole('button', { name: nl('scorecards.entry.submit'), exact: true }).click();
  const confirm = alertDialog(page, nl('scorecards.entry.confirmTitle'));
  await confirm.getByRole('button', { name: nl('scorecards.entry.submit'), exact: true }).click();
  const outcome = alertDialog(page, nl('scorecards.outcome.savedTitle'));
  await outcome.getByRole('button', { name: nl('common.ok'), exact: true }).click();
  await expect(page).toHaveURL(path('/app/scorecards'));

  const card = await getJson<{ ags: number; ehcp_nieuw: number; tijd: string; datum: string }>(
    page.request,
    `/api/scorecards/${id}`,
  );
  expect(card.ags).toBe(par + 3);
  const shown = card.datum.split('-').reverse().join('-');
  await page
    .getByRole('main')
    .getByRole('link')
    .filter({ hasText: `${shown} · ${card.tijd}` })
    .first()
    .click();
  await expect(page).toHaveURL(path(`/app/scorecards/card/${id}`));
  const row = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(target.HoleNr), exact: true }) });
  await expect(row.getByRole('cell')).toHaveText([
    String(target.PAR),
    String(target.SI),
    `+${target.ES}`,
    '10',
    '7',
    '0',
  ]);
  await expect(page.getByRole('definition').filter({ hasText: String(par + 3) })).toBeVisible();
  await expect(
    page.getByText(
      nl('scorecards.view.results.processed', {
        handicap: formatHandicap(card.ehcp_nieuw, { decimalSeparator: ',' }),
      }),
    ),
  ).toBeVisible();
});
