import { describe, expect, it } from 'vitest';
import { areaOf, crossesBoundary, globToRegExp, importsOf } from './check-boundaries.mjs';

const matches = 'apps/server/src/modules/matches';

describe('check-boundaries', () => {
  it('names the area of a file inside a module or feature, and none elsewhere', () => {
    expect(areaOf(`${matches}/matches.service.ts`)).toBe(matches);
    expect(areaOf('apps/web/src/features/booking/components/x.tsx')).toBe(
      'apps/web/src/features/booking',
    );
    expect(areaOf('apps/server/src/app.ts')).toBeNull();
  });

  it("refuses another area's internals and takes its index", () => {
    const from = 'apps/server/src/modules/payments/payments.service.ts';
    expect(crossesBoundary(from, `${matches}/matches.repository.ts`)).toBe(true);
    expect(crossesBoundary(from, `${matches}/index.ts`)).toBe(false);
    expect(crossesBoundary('apps/server/src/app.ts', `${matches}/matches.routes.ts`)).toBe(true);
  });

  it('lets an area, its tests and the allowed exceptions reach in', () => {
    expect(
      crossesBoundary(`${matches}/matches.service.ts`, `${matches}/matches.repository.ts`),
    ).toBe(false);
    expect(
      crossesBoundary(
        'apps/server/src/modules/payments/payments.int.test.ts',
        `${matches}/matches.repository.ts`,
      ),
    ).toBe(false);
    expect(
      crossesBoundary('apps/web/src/routes.tsx', 'apps/web/src/features/news/news-page.tsx'),
    ).toBe(false);
    expect(
      crossesBoundary(
        'apps/server/src/modules/scorecards/card-layout.ts',
        'apps/server/src/modules/courses/courses.repository.ts',
      ),
    ).toBe(false);
    expect(
      crossesBoundary(
        'apps/server/src/modules/members/members.service.ts',
        'apps/server/src/modules/courses/courses.repository.ts',
      ),
    ).toBe(true);
  });

  it('reads static imports and re-exports, not dynamic imports', () => {
    const source = [
      "import { a } from '../matches/a';",
      "import type {\n  B,\n} from './b';",
      "export { c } from '../c';",
      "import './style.css';",
      "const page = lazy(() => import('../news/news-page'));",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['../matches/a', './b', '../c', './style.css']);
  });

  it('matches globs one folder at a time for * and across folders for **', () => {
    expect(globToRegExp('a/*/b.ts').test('a/x/b.ts')).toBe(true);
    expect(globToRegExp('a/*/b.ts').test('a/x/y/b.ts')).toBe(false);
    expect(globToRegExp('a/**/b.ts').test('a/x/y/b.ts')).toBe(true);
    expect(globToRegExp('a/**').test('a/x/y/b.ts')).toBe(true);
  });
});
