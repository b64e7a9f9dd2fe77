import { expect, type Page } from '@playwright/test';
import { alertDialog, literal, login, path, setLanguage, tapTab } from './support/app';
import { marker } from './support/demo';
import { en, nl, type Translate } from './support/i18n';
import { test } from './support/fixtures';

// spec §4–§5 Match sign-up at phone size, in Dutch and in English, as the `marker` account
// (signed up nowhere in the demo data, and signed out again by every test): a category and a
// guest, an update, a sign-out; a team sign-up into a flight; and spec §8's refusals, shown under
// 'attention' (a refused request) and 'error' (a failed sign-out).

const LANGUAGES: readonly { code: 'nl_NL' | 'en_US'; t: Translate }[] = [
  { code: 'nl_NL', t: nl },
  { code: 'en_US', t: en },
];

/**
 * Searches the match list for `naam` and opens the match. A tap while the list is still being
 * redrawn with the search's answer can land on the row that is going (the member taps again; so
 * does this), which left a run on the list once in a few hundred.
 */
async function openMatch(page: Page, t: Translate, naam: string) {
  await page.goto('/app/matches');
  await page.getByLabel(t('matches.search')).fill(naam);
  const info = /\/app\/match\/\d+\/info$/;
  await expect(async () => {
    if (!info.test(page.url()))
      await page
        .getByRole('list', { name: t('matches.title') })
        .getByRole('link', { name: new RegExp(naam) })
        .click({ timeout: 2_000 });
    await expect(page).toHaveURL(info, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

async function openSignUp(page: Page, t: Translate, naam: string) {
  await openMatch(page, t, naam);
  // The info tab's button is a link to the signup tab.
  await page.getByRole('link', { name: t('matches.signUp'), exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
}

async function closeAlert(page: Page, t: Translate, title: string, text: string) {
  const alert = alertDialog(page, title);
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: t('common.ok') }).click();
  await expect(alert).toBeHidden();
}

/**
 * Signs out through the question the app asks first: its title and what it says become of the
 * place, the others and the money (`says`, in order); `keep` first answers Cancel, which keeps the
 * sign-up.
 */
async function confirmSignOut(
  page: Page,
  t: Translate,
  { team = false, says, keep = false }: { team?: boolean; says: string[]; keep?: boolean },
) {
  const button = t(team ? 'matches.signup.signOutTeam' : 'matches.signup.signOut');
  const title = t(team ? 'matches.signOutConfirm.titleTeam' : 'matches.signOutConfirm.title');
  await page.getByRole('button', { name: button, exact: true }).click();
  let ask = alertDialog(page, title);
  await expect(ask.locator('.alert-message')).toHaveText(says.join(' '));
  if (keep) {
    await ask.getByRole('button', { name: t('common.cancel'), exact: true }).click();
    await expect(ask).toBeHidden();
    await expect(page.locator('.match-signup .match-notice[role="status"]')).toBeVisible();
    await page.getByRole('button', { name: button, exact: true }).click();
    ask = alertDialog(page, title);
  }
  await ask.getByRole('button', { name: button, exact: true }).click();
  await expect(ask).toBeHidden();
}

/** An index as the app writes it in the language: one decimal, a plus handicap with '+'. */
const index = (t: Translate, h: number) =>
  `${h < 0 ? '+' : ''}${Math.abs(h).toFixed(1)}`.replace('.', t === nl ? ',' : '.');

/**
 * The categories of a match as the sign-up form offers them to the member logged in, and the
 * one their index fits (the demo's categories are handicap ranges for both genders).
 */
async function categoriesFor(page: Page, t: Translate, naam: string) {
  const list = (await (
    await page.request.get('/api/wedstrijd', { params: { term: naam } })
  ).json()) as { matches: { id: number }[] };
  const match = (await (
    await page.request.get(`/api/wedstrijd/${list.matches[0]!.id}`)
  ).json()) as {
    categories: { id: number; naam: string; handicap_min: number; handicap_max: number }[];
  };
  const { handicap } = (await (await page.request.get('/api/relatie/self')).json()) as {
    handicap: number;
  };
  const options = match.categories.map((c) => ({
    id: c.id,
    label: t('matches.category.label', {
      name: c.naam,
      details: t('matches.category.range', {
        min: index(t, c.handicap_min),
        max: index(t, c.handicap_max),
      }),
    }),
    fits: handicap >= c.handicap_min && handicap <= c.handicap_max,
  }));
  return { options, fit: options.find((o) => o.fits)! };
}

/** A team mate for the greensome from the member search, by (part of) their name. */
async function pickMate(page: Page, t: Translate, name: string) {
  await page.getByRole('searchbox', { name: t('matches.signup.findMate') }).fill(name);
  await page
    .getByRole('list', { name: t('matches.signup.mates') })
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
}

for (const { code, t } of LANGUAGES) {
  test.describe(`match sign-up in ${code}`, () => {
    test.beforeEach(async ({ page }) => {
      await login(page, marker);
      if (code !== 'nl_NL') expect((await setLanguage(page.request, code)).ok()).toBe(true);
    });
    test.afterEach(async ({ page }) => {
      await setLanguage(page.request, 'nl_NL');
    });

    test('sign up with a category and a guest, update the preferences, sign out', async ({
      page,
    }) => {
      await openSignUp(page, t, 'Najaarsstableford');
      const actions = page.locator('.match-signup > .match-signup__actions');
      const submit = actions.getByRole('button', { name: t('matches.signUp'), exact: true });

      // Each category with its index range; the one marker's index fits is chosen, the others
      // cannot be (the server refuses them).
      const category = page.getByLabel(t('matches.signup.category'));
      const { fit, options } = await categoriesFor(page, t, 'Najaarsstableford');
      await expect(category.locator('option')).toHaveText([
        t('matches.signup.choose'),
        ...options.map((o) => o.label),
      ]);
      for (const o of options)
        await expect(category.locator(`option[value="${o.id}"]`)).toBeEnabled({
          enabled: o.id === fit.id,
        });
      await expect(category).toHaveValue(String(fit.id));

      // No category: the 3-second popup, nothing sent.
      await category.selectOption({ label: t('matches.signup.choose') });
      await submit.click();
      await expect(page.getByText(t('matches.signup.categoryRequired'))).toBeVisible();
      await category.selectOption({ label: fit.label });

      // spec §5: a guest needs achternaam, handicap and geslacht; what is missing is named, and
      // nothing is sent until it is all there.
      const signUps: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/inschrijven')) signUps.push(r.url());
      });
      const [lastname, handicap, gender] = ['lastname', 'handicap', 'gender'].map((f) =>
        t(`matches.guest.${f}`),
      ) as [string, string, string];
      const missing = (text: string) => page.getByRole('alert').filter({ hasText: text });
      await page.getByRole('button', { name: t('matches.signup.addGuest') }).click();
      await submit.click();
      await expect(
        missing(
          t('matches.guest.requiredMany', {
            fields: `${lastname}, ${handicap} ${t('matches.guest.and')} ${gender}`,
          }),
        ),
      ).toBeVisible();
      // A surname only: the two missing fields.
      await page.getByRole('textbox', { name: lastname }).fill('Gastmans');
      await submit.click();
      await expect(
        missing(
          t('matches.guest.requiredMany', {
            fields: `${handicap} ${t('matches.guest.and')} ${gender}`,
          }),
        ),
      ).toBeVisible();
      // With a handicap: the one missing field.
      await page.getByRole('textbox', { name: handicap }).fill(code === 'nl_NL' ? '21,4' : '21.4');
      await submit.click();
      await expect(missing(t('matches.guest.requiredOne', { field: gender }))).toBeVisible();
      expect(signUps).toEqual([]);
      await page.getByRole('radio', { name: t('matches.guest.male'), exact: true }).click();
      await page.getByRole('switch', { name: t('matches.signup.buggy') }).click();
      await submit.click();
      await closeAlert(page, t, t('matches.notice.done'), t('matches.signedUpDone'));
      await expect(page.locator('.match-signup .match-notice[role="status"]')).toContainText(
        t('matches.youAreSignedUp'),
      );

      // In the list again (no reload), the match is marked as the member's own sign-up.
      // Back twice (sign-up, info), as a member taps it, to the list.
      await expect(async () => {
        await page
          .getByRole('banner')
          .getByRole('button', { name: t('common.back'), exact: true })
          .last()
          .click({ timeout: 2_000 });
        await expect(page).toHaveURL(path('/app/matches'), { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      const row = page
        .getByRole('list', { name: t('matches.title') })
        .getByRole('link', { name: /Najaarsstableford/ });
      await expect(row).toHaveAccessibleName(new RegExp(t('matches.signedUp')));
      await row.click();
      await page.getByRole('link', { name: t('matches.changeSignUp'), exact: true }).click();
      await expect(page).toHaveURL(/\/signup$/);

      // Update: food and drinks afterwards.
      await page.getByRole('switch', { name: t('matches.signup.horeca') }).click();
      await page.getByRole('button', { name: t('matches.signup.update') }).click();
      await closeAlert(page, t, t('matches.notice.done'), t('matches.updated'));
      await page.reload();
      await expect(page.getByRole('switch', { name: t('matches.signup.horeca') })).toBeChecked();
      await expect(page.getByRole('switch', { name: t('matches.signup.buggy') })).toBeChecked();
      await expect(page.getByRole('textbox', { name: t('matches.guest.lastname') })).toHaveValue(
        'Gastmans',
      );
      // No tee was asked for: still the default tee, not the one the match gives by default.
      const tee = page.getByLabel(t('matches.signup.tee'));
      await expect(tee).toHaveValue('');
      await expect(tee.locator('option:checked')).toHaveText(t('matches.signup.teeDefault'));

      // The participants tab lists the member with their guest, marked as one, with the handicap.
      await tapTab(page.getByRole('tab', { name: t('matches.tabs.participants'), exact: true }));
      await expect(page.locator('.match-team--self')).toContainText(
        `Gastmans (${t('matches.guestMark')}) · ${code === 'nl_NL' ? '21,4' : '21.4'}`,
      );
      await tapTab(page.getByRole('tab', { name: t('matches.tabs.signup'), exact: true }));

      // Sign out: asked first, with what becomes of the place and the guest (nothing was paid:
      // the match costs nothing); Cancel keeps the sign-up. Then not signed up any more.
      await confirmSignOut(page, t, {
        says: [
          t('matches.signOutConfirm.placeFree'),
          t('matches.signOutConfirm.guestsLeave_one', { count: 1 }),
        ],
        keep: true,
      });
      await closeAlert(page, t, t('matches.notice.done'), t('matches.signedOut'));
      await expect(
        actions.getByRole('button', { name: t('matches.signUp'), exact: true }),
      ).toBeVisible();
    });

    test('a team sign-up into a flight; a full flight cannot be chosen', async ({ page }) => {
      await openSignUp(page, t, 'Greensome Koppelwedstrijd');
      const flight = page.getByLabel(t('matches.signup.flight'));
      await expect(flight.locator('option').nth(1)).toBeDisabled();
      // Without a flight the button cannot be used, and it says why.
      const signUp = page.getByRole('button', { name: t('matches.signUp'), exact: true });
      const hint = page.getByText(t('matches.signup.chooseFlightFirst'), { exact: true });
      await expect(signUp).toBeDisabled();
      await expect(hint).toBeVisible();

      await pickMate(page, t, 'Demo');
      await flight.selectOption({ index: 2 });
      await expect(hint).toBeHidden();
      await signUp.click();
      await closeAlert(page, t, t('matches.notice.done'), t('matches.signedUpDone'));
      await expect(page.locator('.match-signup .match-notice[role="status"]')).toContainText(
        t('matches.youAreSignedUp'),
      );

      await confirmSignOut(page, t, {
        team: true,
        says: [
          t('matches.signOutConfirm.placeFree'),
          t('matches.signOutConfirm.matesLeave_one', { count: 1 }),
        ],
      });
      await closeAlert(page, t, t('matches.notice.done'), t('matches.signedOut'));
    });

    test('on the reserve list of a full match: said in the list, and asked before it is given up', async ({
      page,
    }) => {
      await openSignUp(page, t, 'Clubkampioenschap Strokeplay');
      await page
        .locator('.match-signup > .match-signup__actions')
        .getByRole('button', { name: t('matches.signUp'), exact: true })
        .click();
      const notice = alertDialog(page, t('matches.notice.done'));
      await expect(notice).toContainText(
        new RegExp(literal(t('matches.onReserveList', { place: '@' })).replace('@', '\\d+')),
      );
      await notice.getByRole('button', { name: t('common.ok') }).click();

      // The list says reserve list, not signed up.
      await page.goto('/app/matches');
      await page.getByLabel(t('matches.search')).fill('Clubkampioenschap Strokeplay');
      const row = page
        .getByRole('list', { name: t('matches.title') })
        .getByRole('link', { name: /Clubkampioenschap Strokeplay/ });
      await expect(row).toHaveAccessibleName(new RegExp(literal(t('matches.onReserveListBadge'))));
      await expect(row).not.toHaveAccessibleName(new RegExp(literal(t('matches.signedUp'))));

      await openMatch(page, t, 'Clubkampioenschap Strokeplay');
      await page.getByRole('link', { name: t('matches.changeSignUp'), exact: true }).click();
      await expect(page).toHaveURL(/\/signup$/);
      await confirmSignOut(page, t, { says: [t('matches.signOutConfirm.reserveGone')] });
      await closeAlert(page, t, t('matches.notice.done'), t('matches.signedOut'));
    });
  });
}

test.describe('match sign-up refusals (spec §8)', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, marker);
  });

  test("a team mate already in the match: the server's refusal under 'attention'", async ({
    page,
  }) => {
    // Someone already signed up for the greensome, as its entry list names them.
    const matches = await (
      await page.request.get('/api/wedstrijd', { params: { term: 'Greensome' } })
    ).json();
    const id = (matches as { matches: { id: number }[] }).matches[0]!.id;
    const entries = (await (
      await page.request.get(`/api/wedstrijd/${id}/inschrijflijst`)
    ).json()) as {
      teams: { players: { naam: string }[] }[];
    };
    const taken = entries.teams[0]!.players[0]!.naam;

    await openSignUp(page, nl, 'Greensome Koppelwedstrijd');
    await pickMate(page, nl, taken);
    await page.getByLabel(nl('matches.signup.flight')).selectOption({ index: 2 });
    await page.getByRole('button', { name: nl('matches.signUp'), exact: true }).click();
    await closeAlert(
      page,
      nl,
      nl('matches.notice.attention'),
      nl('matches.errors.MATCH_ALREADY_SIGNED_UP'),
    );
    // Nothing was signed up.
    await expect(page.locator('.match-signup .match-notice[role="status"]')).toHaveCount(0);
  });

  test("a sign-out the server refuses: its message under 'error', still signed up", async ({
    page,
  }) => {
    await openSignUp(page, nl, 'Najaarsstableford');
    await page.route(/\/api\/wedstrijd\/\d+\/uitschrijven/, (route) =>
      route.fulfill({
        status: 409,
        json: { code: 'MATCH_SIGN_OUT_CLOSED', message: 'sign-out closed' },
      }),
    );
    const submit = page
      .locator('.match-signup > .match-signup__actions')
      .getByRole('button', { name: nl('matches.signUp'), exact: true });
    // The category marker's index fits is chosen already.
    await submit.click();
    await closeAlert(page, nl, nl('matches.notice.done'), nl('matches.signedUpDone'));
    await confirmSignOut(page, nl, {
      says: [nl('matches.signOutConfirm.placeFree')],
    });
    await closeAlert(
      page,
      nl,
      nl('matches.notice.error'),
      nl('matches.errors.MATCH_SIGN_OUT_CLOSED'),
    );
    await expect(page.locator('.match-signup .match-notice[role="status"]')).toContainText(
      nl('matches.youAreSignedUp'),
    );
    // Clean up: signed out for real.
    await page.unroute(/\/api\/wedstrijd\/\d+\/uitschrijven/);
    await confirmSignOut(page, nl, { says: [nl('matches.signOutConfirm.placeFree')] });
    await closeAlert(page, nl, nl('matches.notice.done'), nl('matches.signedOut'));
  });
});
