import { expect, type Page } from '@playwright/test';
import { nl } from './i18n';

/** Helpers of the back-office specs: a club's member export and the forms that take it in. */

/** Who is in a member export: their GSNs and names count up from these. */
export interface ExportPeople {
  gsnFrom: number;
  firstName: string;
  surname: string;
  /** The first birth year; each row a year later, over 40 years. */
  bornFrom: number;
  /** The row (0-based) whose day does not exist, and that day. */
  badRow: number;
  badDay: string;
  /** A Gebruikersnaam column (lid0, lid1, …). */
  usernames?: boolean;
}

/**
 * An export of 50 members as a Dutch Excel writes it from a club's old system: semicolons,
 * Windows-1252 (the ö of the first names), DD-MM-YYYY dates and decimal commas, one row with a
 * day that does not exist.
 */
export function memberExport50(p: ExportPeople): Buffer {
  const heading =
    'GSN;Voorletters;Roepnaam;Tussenvoegsel;Achternaam;Geboortedatum;Geslacht;Handicap';
  const lines = [p.usernames ? `${heading};Gebruikersnaam` : heading];
  for (let i = 0; i < 50; i++) {
    const day =
      i === p.badRow ? p.badDay : `${(i % 28) + 1}-${(i % 12) + 1}-${p.bornFrom + (i % 40)}`;
    const cells = [
      `NL${p.gsnFrom + i}`,
      `${p.firstName[0]}.`,
      p.firstName,
      i % 3 ? '' : 'de',
      `${p.surname}${i}`,
      day,
      i % 2 ? 'M' : 'V',
      `${(i % 30) + 2},${i % 10}`,
      ...(p.usernames ? [`lid${i}`] : []),
    ];
    lines.push(cells.join(';'));
  }
  return Buffer.from(lines.join('\r\n'), 'latin1');
}

/**
 * On the member import screen: uploads the export, puts its refused day right (`fixedDay`),
 * applies all 50, undoes and does it all once more, as an administrator trying the import first
 * would. The screen ends with the second import applied.
 */
export async function importMembersTwice(
  page: Page,
  file: { name: string; buffer: Buffer },
  refused: { day: string; fixedDay: string },
): Promise<void> {
  const upload = () =>
    page.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'text/csv' });
  const apply = (count: number) =>
    page.getByRole('button', {
      name: nl(count === 1 ? 'memberImport.apply_one' : 'memberImport.apply_other', { count }),
    });
  const fixRefusedDay = async () => {
    // The refused row, found by the status filter, put right in place; why, in Dutch.
    await page.getByRole('button', { name: `${nl('memberImport.status.refused')} (1)` }).click();
    await expect(
      page.getByText(nl('imports.reasons.notCalendarDay', { value: refused.day }), {
        exact: true,
      }),
    ).toBeVisible();
    await page
      .getByRole('textbox', { name: nl('memberImport.fields.geboortedatum') })
      .fill(refused.fixedDay);
    await page.getByRole('button', { name: nl('memberImport.fix') }).click();
    await expect(apply(50)).toBeVisible();
  };
  const undo = page.getByRole('button', { name: nl('memberImport.undo') });
  for (const round of [1, 2]) {
    await upload();
    await expect(apply(49)).toBeVisible();
    await fixRefusedDay();
    await apply(50).click();
    await expect(undo).toBeVisible();
    if (round === 2) break;
    await undo.click();
    await expect(page.getByText(nl('memberImport.state.undone'), { exact: false })).toBeVisible();
  }
}

/** The new-course form's rating fields of its tee: men's first, women's second. */
export const teeRatingFields = (page: Page) => ({
  ratings: page.getByLabel(nl('courseAdmin.tee.course_rating'), { exact: true }),
  slopes: page.getByLabel(nl('courseAdmin.tee.slope_rating'), { exact: true }),
});

/**
 * Fills the new-course form with a 9-hole course and one tee (the form's par 4 holes: par 36),
 * with the men's and women's ratings as typed; saving is the spec's.
 */
export async function fillNineHoleCourse(
  page: Page,
  course: { name: string; tee: string; ratings: [string, string]; slopes: [string, string] },
): Promise<void> {
  await page.getByLabel(nl('courseAdmin.course.name'), { exact: true }).fill(course.name);
  await page.getByLabel(nl('courseAdmin.course.holes'), { exact: true }).selectOption('9');
  await page.getByLabel(nl('courseAdmin.tee.name'), { exact: true }).fill(course.tee);
  const { ratings, slopes } = teeRatingFields(page);
  for (const i of [0, 1]) {
    await ratings.nth(i).fill(course.ratings[i]!);
    await slopes.nth(i).fill(course.slopes[i]!);
  }
}

export const saveCourse = (page: Page) =>
  page.getByRole('button', { name: nl('courseAdmin.save'), exact: true }).click();
