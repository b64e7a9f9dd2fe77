import { expect } from '@playwright/test';
import { formatHandicap } from '@fairway/golf';
import type { CommitteeMemberCards, HandicapMemberList } from '@fairway/contract';
import { literal, login, pageTitle } from './support/app';
import { seriousViolations } from './support/axe';
import { commissie } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// The handicap committee enters a card a member played at the club's own course: the course, the
// tee and a score per hole, with its reason. The member is one of the demo's members without a
// login (no other spec changes their record); the run's own reason tells this run's card from an
// earlier repeat's on the same server.
const COURSE = 'De Lange Baan';
const TEE = 'Geel';
// A bogey round of the course's pars: 90 strokes.
const SCORES = [5, 5, 4, 6, 5, 5, 4, 5, 6, 5, 4, 5, 6, 5, 5, 4, 6, 5];
const comma = { decimalSeparator: ',' } as const;

test('the handicap committee enters a card played at the club with its hole scores', async ({
  page,
}) => {
  // Twenty hole fields typed and two saves: over the default minute beside a busy e2e worker.
  test.slow();
  await login(page, commissie);
  const reason = `Kaart op papier ingeleverd (${Date.now().toString(36)})`;
  // One of the demo's members with a handicap, found by a part of a surname: the same each run.
  const search = (await (
    await page.request.get('/api/admin/handicap/members?q=van')
  ).json()) as HandicapMemberList;
  const member = search.members.filter((m) => m.handicap !== null).at(-1)!;
  const cardsOf = async () =>
    (await (
      await page.request.get(`/api/admin/handicap/members/${member.relatie_id}/cards`)
    ).json()) as CommitteeMemberCards;
  const before = await cardsOf();

  await page.goto('/app/admin/handicap');
  await expect(pageTitle(page, nl('handicapAdmin.title'))).toBeVisible();
  await page.getByRole('searchbox', { name: nl('handicapAdmin.search') }).fill(member.naam);
  const found = page.getByRole('button', { name: new RegExp(member.naam) }).first();
  // The index as the club writes it (a decimal comma in Dutch), not as the wire carries it.
  await expect(found).toHaveAccessibleName(
    new RegExp(literal(`${nl('handicapAdmin.index')} ${formatHandicap(member.handicap!, comma)}`)),
  );
  await found.click();
  await expect(page.getByRole('heading', { name: new RegExp(member.naam) })).toBeVisible();

  const entry = page.getByRole('region', { name: nl('handicapAdmin.enterCard') });
  await entry.getByRole('button', { name: nl('handicapAdmin.enterCard') }).click();
  // "At our club" is where the form starts; 18 holes too.
  await expect(entry.getByRole('tab', { name: nl('handicapAdmin.atClub') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const choose = async (label: string, option: string) => {
    await entry.locator('ion-select', { hasText: label }).click();
    await page.locator('ion-popover').getByRole('radio', { name: option }).click();
    await expect(page.locator('ion-popover')).toBeHidden();
  };
  await choose(nl('handicapAdmin.course'), COURSE);
  await choose(nl('handicapAdmin.tee'), TEE);
  const hole = (n: number) =>
    entry.getByRole('spinbutton', { name: nl('handicapAdmin.hole', { hole: n }), exact: true });
  // Two holes left empty: named, and nothing is saved (an empty hole is not a 0 unasked).
  for (const [i, strokes] of SCORES.entries())
    if (i !== 6 && i !== 12) await hole(i + 1).fill(String(strokes));
  await entry.getByRole('textbox', { name: nl('handicapAdmin.reason') }).fill(reason);
  await entry.getByRole('button', { name: nl('handicapAdmin.saveCard') }).click();
  await expect(entry.getByRole('alert')).toHaveText(
    nl('handicapAdmin.holesEmpty', { holes: '7, 13' }),
  );
  await expect(hole(7)).toHaveAttribute('aria-invalid', 'true');
  expect((await cardsOf()).cards).toHaveLength(before.cards.length);
  await hole(7).fill(String(SCORES[6]));
  await hole(13).fill(String(SCORES[12]));
  await expect(entry.getByRole('alert')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await entry.getByRole('button', { name: nl('handicapAdmin.saveCard') }).click();
  await expect(entry.getByRole('status')).toHaveText(nl('handicapAdmin.cardEntered'));

  // What the server made of it: processed, the record replayed.
  const after = await cardsOf();
  const saved = after.cards.find((c) => c.committee_reason === reason)!;
  expect(saved).toMatchObject({
    baan_naam: COURSE,
    verwerkt: true,
    gross: 90,
    scores: SCORES,
    committee_action: 'entered',
  });
  expect(after.cards).toHaveLength(before.cards.length + 1);
  expect(saved.ehcp_nieuw).not.toBeNull();

  // What the committee sees: the card in the member's list with its figures and reason, and the
  // member's index as the server now has it.
  const card = page.locator(`.handicap-admin__card[data-card="${saved.id}"]`);
  await expect(card).toContainText(`${saved.datum} · ${COURSE}`);
  await expect(card).toContainText(`${nl('handicapAdmin.gross')} 90`);
  await expect(card).toContainText(`${nl('handicapAdmin.ags')} ${saved.ags}`);
  await expect(card).toContainText(
    `${nl('handicapAdmin.indexAfter')} ${formatHandicap(saved.ehcp_nieuw!, comma)}`,
  );
  await expect(card).toContainText(`${nl('scorecards.committee.entered')} ${reason}`);
  await expect(card.getByRole('button', { name: nl('handicapAdmin.correct') })).toBeVisible();
  await expect(
    page.getByRole('heading', {
      name: `${member.naam} · ${nl('handicapAdmin.index')} ${formatHandicap(after.member.handicap!, comma)}`,
    }),
  ).toBeVisible();
  // The form is closed again.
  await expect(entry.getByRole('button', { name: nl('handicapAdmin.enterCard') })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
