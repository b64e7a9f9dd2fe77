import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_PICTURES_DIR } from '../../paths';

/** How many pictures the demo's news posts take turns with (pictures/news-<n>.svg). */
export const DEMO_NEWS_PICTURES = 4;

/**
 * The demo news posts' pictures as a news editor would upload them: PNG files, drawn from the
 * drawings in pictures/ at twice their size (1280 × 720), so the upload's own checks and
 * re-encoding take them as they take a photo.
 */
export async function demoNewsPictures(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: DEMO_NEWS_PICTURES }, async (_, i) => {
      const svg = await readFile(path.join(DEMO_PICTURES_DIR, `news-${i + 1}.svg`));
      return sharp(svg, { density: 144 }).png().toBuffer();
    }),
  );
}
