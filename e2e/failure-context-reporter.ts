import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Enough of the page's outline to see which screen, dialog or message was on show. */
const MAX_CHARS = 6_000;

/**
 * Prints, for every failed attempt (also one a retry then passed), the page as it was when the
 * test failed: Playwright's error context, the outline of the page's roles and names it writes to
 * test-results. CI keeps only its log, so a failure on a slow host can be read from the log alone.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    // A spec's own outline (app-update.spec.ts), where Playwright's error context has none: then
    // that context would only repeat the test's source.
    const own = result.attachments.find((a) => a.name === 'page-outline' && a.body);
    if (own?.body) {
      this.print(test, result, own.body.toString('utf8'));
      return;
    }
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      let text: string;
      try {
        text = readFileSync(attachment.path, 'utf8');
      } catch {
        continue;
      }
      // The outline only: the error itself is in the list reporter's lines already.
      this.print(test, result, /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? text);
    }
  }

  private print(test: TestCase, result: TestResult, outline: string): void {
    const shown = outline.length > MAX_CHARS ? `${outline.slice(0, MAX_CHARS)}\n[…]` : outline;
    const title = test.titlePath().filter(Boolean).join(' › ');
    process.stdout.write(
      `\n--- the page when "${title}" failed (attempt ${result.retry + 1}) ---\n${shown}\n---\n`,
    );
  }

  printsToStdio(): boolean {
    return true;
  }
}
