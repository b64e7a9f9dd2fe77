import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { login, openMenu, pageTitle, path, setLanguage } from './support/app';
import { demo, marker } from './support/demo';
import { en, nl } from './support/i18n';
import { test } from './support/fixtures';

/** A 900 x 600 photo made here: a red left half, a blue right half. */
async function photo(): Promise<Buffer> {
  const width = 900;
  const height = 600;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw[(y * width + x) * 3 + (x < width / 2 ? 0 : 2)] = 220;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** A two-finger gesture on the phone's screen: fingers from `from` px apart to `to` px apart. */
async function pinch(page: Page, centre: { x: number; y: number }, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  const points = (d: number) => [
    { x: centre.x - d / 2, y: centre.y, id: 1 },
    { x: centre.x + d / 2, y: centre.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
  for (let i = 1; i <= 8; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: points(from + ((to - from) * i) / 8),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** One finger dragging the picture by `dx`. */
async function drag(page: Page, start: { x: number; y: number }, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ ...start, id: 1 }],
  });
  for (let i = 1; i <= 6; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: start.x + (dx * i) / 6, y: start.y, id: 1 }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// spec §2 /app/upload and §5 "Pictures": from the profile's picture, choose a picture, crop it
// square with the fingers, see the thumbnail and send it; the menu shows the new picture at once.
// Marker's picture is changed (the demo account stays as it is for the read-only tests).
test('a member uploads and crops a picture and sees it in the menu', async ({ page }) => {
  await login(page, marker);
  await page.goto('/app/profile/show');
  await page.getByRole('link', { name: nl('upload.change') }).click();
  await expect(page).toHaveURL(path('/app/upload'));
  await expect(pageTitle(page, nl('upload.title'))).toBeVisible();
  const chooser = page.getByLabel(nl('upload.choose'), { exact: true }).and(page.locator('input'));

  // Not one of the five kinds: the spec's message, nothing to crop.
  await chooser.setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByRole('alert')).toHaveText(nl('upload.onlyTypes'));

  await chooser.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByRole('alert')).toHaveCount(0);
  const area = page.locator('.reactEasyCrop_Container');
  await expect(area.locator('img')).toBeVisible();
  const box = (await area.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // Touches reach the picture only once the page's entering transition has ended (until then
  // Ionic keeps the page from taking pointer events).
  await expect
    .poll(() =>
      page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('.reactEasyCrop_Container') != null,
        centre,
      ),
    )
    .toBe(true);
  // Pinch open to zoom in, then drag the picture to the left (its blue half into the circle).
  await pinch(page, centre, 60, 180);
  await expect(page.getByRole('slider', { name: nl('upload.zoom') })).not.toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await drag(page, centre, -120);
  await expect(page.getByRole('img', { name: nl('upload.preview') })).toBeVisible();

  const sent = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/uploads/profilepic'),
  );
  await page.getByRole('button', { name: nl('upload.save') }).click();
  const answer = await sent;
  expect(answer.status()).toBe(200);
  const urls = (await answer.json()) as {
    foto_mob_sm_url: string;
    foto_mob_lg_url: string;
    foto_lg_url: string;
  };
  // The server cut the square the fingers chose: zoomed in, it is smaller than the picture's
  // 600 px height; dragged to the left, it lies mostly in the blue half.
  const large = await page.request.get(urls.foto_lg_url);
  const cut = sharp(await large.body());
  const { width } = await cut.metadata();
  expect(width).toBeLessThan(600);
  const [red, , blue] = (await cut.stats()).channels.map((c) => c.mean);
  expect(blue).toBeGreaterThan(red!);

  await expect(page).toHaveURL(path('/app/profile/show'));
  const profilePicture = page.getByRole('main').locator(`img[src="${urls.foto_mob_lg_url}"]`);
  await expect(profilePicture).toBeVisible();
  const menu = await openMenu(page, nl('profile.title'));
  const menuPicture = menu.locator(`img[src="${urls.foto_mob_sm_url}"]`);
  await expect(menuPicture).toBeVisible();
  // The picture arrived and was drawn (a broken image has no natural width).
  expect(await menuPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
});

// A file named like a picture whose bytes are not one: the member is told in their language that
// it cannot be read (not an empty cropper with a Save that stays disabled) and picks another.
for (const { code, t } of [
  { code: 'nl_NL', t: nl },
  { code: 'en_US', t: en },
] as const) {
  test(`a file that is no picture is refused with a message, another can be chosen (${code})`, async ({
    page,
  }) => {
    await login(page, demo);
    if (code !== 'nl_NL') expect((await setLanguage(page.request, code)).ok()).toBe(true);
    try {
      await page.goto('/app/upload');
      await expect(pageTitle(page, t('upload.title'))).toBeVisible();
      const chooser = page
        .getByLabel(t('upload.choose'), { exact: true })
        .and(page.locator('input'));
      await chooser.setInputFiles({
        name: 'x.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('these bytes are no picture at all'),
      });
      await expect(page.getByRole('alert')).toHaveText(t('errors.PICTURE_INVALID'));
      await expect(page.locator('.reactEasyCrop_Container')).toHaveCount(0);
      await expect(page.getByRole('button', { name: t('upload.save') })).toHaveCount(0);

      await chooser.setInputFiles({
        name: 'me.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(),
      });
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('.reactEasyCrop_Container img')).toBeVisible();
      await expect(page.getByRole('button', { name: t('upload.save') })).toBeEnabled();
    } finally {
      if (code !== 'nl_NL') await setLanguage(page.request, 'nl_NL');
    }
  });
}
