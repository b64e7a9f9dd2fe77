import { describe, expect, it } from 'vitest';
import { isProduction, lineCount, problemsOf } from './check-file-size.mjs';

describe('check-file-size', () => {
  it('looks at production .ts, .tsx and .css under apps/ and packages/ only', () => {
    expect(isProduction('apps/server/src/app.ts')).toBe(true);
    expect(isProduction('apps/web/src/theme/base.css')).toBe(true);
    expect(isProduction('packages/golf/src/index.ts')).toBe(true);
    expect(isProduction('apps/web/src/pages/home.tsx')).toBe(true);
    expect(isProduction('apps/server/src/app.int.test.ts')).toBe(false);
    expect(isProduction('apps/web/src/pages/home.test.tsx')).toBe(false);
    expect(isProduction('apps/server/test/harness.ts')).toBe(false);
    expect(isProduction('apps/server/src/modules/members/member-privacy.fixtures.ts')).toBe(false);
    expect(isProduction('apps/web/src/build-constants.d.ts')).toBe(false);
    expect(isProduction('e2e/tests/login.spec.ts')).toBe(false);
    expect(isProduction('apps/web/i18n/nl_NL.json')).toBe(false);
  });

  it('names a file over the limit, and passes one at it or allowed', () => {
    const lines = new Map([
      ['apps/a.ts', 501],
      ['apps/b.ts', 500],
      ['apps/c.css', 900],
      ['apps/a.test.ts', 2000],
    ]);
    expect(problemsOf(lines, new Set(['apps/c.css']), 500)).toEqual([
      'apps/a.ts: 501 lines (at most 500): split it by job',
    ]);
  });

  it('asks for an allowed file to leave the list once it is split or gone', () => {
    const lines = new Map([['apps/c.css', 120]]);
    expect(problemsOf(lines, new Set(['apps/c.css', 'apps/gone.ts']), 500)).toEqual([
      'apps/c.css: 120 lines now: remove it from ALLOWED in check-file-size.mjs',
      'apps/gone.ts: allowed above 500 lines but not there',
    ]);
  });

  it('counts lines, a last one without a newline included', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});
