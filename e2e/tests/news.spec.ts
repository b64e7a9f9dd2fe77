import { expect } from '@playwright/test';
import { LIMITS } from '@fairway/golf';
import {
  apiLogin,
  backButton,
  literal,
  login,
  navigateByMenu,
  newsOf,
  pageTitle,
  path,
} from './support/app';
import {
  DEMO_NEWS_COUNT,
  NEWS_TOPICS,
  ZUID_NEWS_COUNT,
  ZUID_NEWS_PREFIX,
  demo,
  zuid,
} from './support/demo';
import { nl } from './support/i18n';
import { shiftWhileLoading } from './support/layout-shift';
import { feedPosts, paragraphs, plainText, scrollFeedUntil } from './support/news';
import { test } from './support/fixtures';

/** The demo club's feed, newest first, runs through the topics in order (demo-seed.ts). */
const demoTopicAt = (position: number) => NEWS_TOPICS[position % NEWS_TOPICS.length]!;

// spec §2 /app/news and /app/news/{id}, §9 page size 10 and previews of about 200 characters.
test.describe('news', () => {
  test('the feed shows 10 posts and loads the rest on scrolling down', async ({ page }) => {
    await login(page, demo);
    await navigateByMenu(page, nl('scorecards.title'), nl('menu.news'), nl('news.title'));

    const posts = feedPosts(page);
    await expect(posts).toHaveCount(LIMITS.NEWS_PAGE);
    await expect(posts.first()).toHaveAccessibleName(demoTopicAt(0).titel);

    await scrollFeedUntil(page, 2 * LIMITS.NEWS_PAGE);
    await scrollFeedUntil(page, DEMO_NEWS_COUNT);
    await expect(posts.last()).toHaveAccessibleName(demoTopicAt(DEMO_NEWS_COUNT - 1).titel);
    // Every post has its own way in.
    await expect(posts.getByRole('link', { name: nl('news.readMore') })).toHaveCount(
      DEMO_NEWS_COUNT,
    );
  });

  test('previews are cut at about 200 characters; a post opens in full', async ({ page }) => {
    const max = LIMITS.ARTICLE_PREVIEW_CHARS;
    const long = NEWS_TOPICS.findIndex((topic) => plainText(topic.inhoud).length > max + 20);
    const short = NEWS_TOPICS.findIndex((topic) => plainText(topic.inhoud).length < max - 20);
    expect(long).toBeGreaterThanOrEqual(0);
    expect(long).toBeLessThan(LIMITS.NEWS_PAGE);
    expect(short).toBeGreaterThanOrEqual(0);
    expect(short).toBeLessThan(LIMITS.NEWS_PAGE);

    await login(page, demo);
    await page.goto('/app/news');
    const posts = feedPosts(page);
    await expect(posts).toHaveCount(LIMITS.NEWS_PAGE);

    // A long post: the start of its text, cut on a word, with an ellipsis.
    const longTopic = demoTopicAt(long);
    const longPost = posts.nth(long);
    await expect(longPost).toHaveAccessibleName(longTopic.titel);
    const preview = (await longPost.getByRole('paragraph').innerText()).trim();
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(max + 1);
    expect(preview.length).toBeGreaterThan(max / 2);
    expect(plainText(longTopic.inhoud).startsWith(preview.slice(0, -1))).toBe(true);

    // A short post shows all of its text, without an ellipsis.
    await expect(posts.nth(short).getByRole('paragraph')).toHaveText(
      plainText(demoTopicAt(short).inhoud),
    );

    // Read more: the whole post with its title.
    await longPost.getByRole('link', { name: nl('news.readMore') }).click();
    await expect(page).toHaveURL(path(/\/app\/news\/\d+/));
    await expect(pageTitle(page, nl('news.postTitle'))).toBeVisible();
    // The post is the one article titled at level 1 (the feed's own are level 2).
    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 1, name: longTopic.titel }) });
    await expect(article).toBeVisible();
    for (const paragraph of paragraphs(longTopic.inhoud)) {
      await expect(article).toContainText(paragraph);
    }

    // Back to the feed, where the member left it.
    await backButton(page, nl('news.postTitle')).click();
    await expect(page).toHaveURL(path('/app/news'));
    await expect(pageTitle(page, nl('news.title'))).toBeVisible();
    await expect(posts.nth(long)).toHaveAccessibleName(longTopic.titel);
  });

  test('Golfbaan Zuid reads only its own 5 posts', async ({ page, request }) => {
    // A post of the demo club, to try as a Zuid member (set-up through the API).
    await apiLogin(request, demo);
    const [demoPost] = await newsOf(request);
    if (!demoPost) throw new Error('the demo club has no news');

    await login(page, zuid);
    await navigateByMenu(page, nl('scorecards.title'), nl('menu.news'), nl('news.title'));
    const posts = feedPosts(page);
    await expect(posts.getByRole('heading')).toHaveText(
      Array.from({ length: ZUID_NEWS_COUNT }, () => new RegExp(`^${literal(ZUID_NEWS_PREFIX)}`)),
    );

    // Another club's post does not open, not even by its link.
    await page.goto(`/app/news/${demoPost.id}`);
    await expect(page.getByText(nl('news.notFound'), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: demoPost.titel })).toHaveCount(0);
  });

  test("the posts take the skeleton's place without moving when they arrive late", async ({
    page,
  }) => {
    await login(page, demo);
    const shift = await shiftWhileLoading(page, {
      path: '/app/news',
      slow: '**/api/news?*',
      ready: [feedPosts(page).first()],
    });
    // Less than a tenth of Lighthouse's bar (0.05): the skeleton stood where the posts are.
    expect(shift).toBeLessThan(0.005);
  });
});
