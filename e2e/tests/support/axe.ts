import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until no finite animation runs on the page: a dialog that is still fading in has its
 * text at part opacity, and axe would measure that contrast instead of the one a member reads.
 * (Spinners and other endless animations are left to run.)
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** The serious and critical violations of WCAG 2.2 AA axe finds on the screen on show. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself: the default runs each frame's part and then opens a blank page
    // of the context to put the parts together, loading axe there again (about 40 % of each
    // check's time here). The app has no frames of other origins, the one thing that mode skips.
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // WCAG 2.5.3 (a visible label is part of the name): axe calls the rule experimental.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    // Ionic keeps the screens a member came from in the DOM, hidden: only the one on show counts.
    .exclude('.ion-page-hidden')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
}
