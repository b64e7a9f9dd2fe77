import { expect, type Locator, type Page } from '@playwright/test';

/** The text a post's HTML reads as in the feed: tags are word breaks, spaces collapse. */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The paragraphs (and list items) a post's HTML shows, each as one line of text. */
export const paragraphs = (html: string): string[] =>
  html
    .split(/<\/(?:p|li|h\d|blockquote)>/)
    .map((block) =>
      block
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);

/** The feed's posts, one article each (named by the post's title). */
export const feedPosts = (page: Page): Locator => page.getByRole('main').getByRole('article');

/** Scrolls the feed to its bottom, as a thumb does, until `count` posts are shown. */
export async function scrollFeedUntil(page: Page, count: number): Promise<void> {
  const posts = feedPosts(page);
  await posts.first().hover();
  await expect(async () => {
    await page.mouse.wheel(0, 10_000);
    await expect(posts).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
