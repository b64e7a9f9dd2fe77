import { describe, expect, it } from 'vitest';
import { readmeProblems, tableNames } from './check-readmes.mjs';

const readme = (rows: string[]) =>
  [
    '# x',
    '',
    '## Modules',
    '',
    '| module | what |',
    '| ------ | ---- |',
    ...rows.map((r) => `| \`${r}\` | does ${r} |`),
    '',
    '## Next',
    '',
    '| `other` | a table in another section |',
  ].join('\n');

const check = (rows: string[], folders: string[]) =>
  readmeProblems({
    readme: 'README.md',
    section: 'Modules',
    dir: 'src/modules',
    markdown: readme(rows),
    folders,
  });

describe('check-readmes', () => {
  it('reads the first column of the section, not of later sections', () => {
    expect(tableNames(readme(['auth', 'news']), 'Modules')).toEqual(['auth', 'news']);
  });

  it('passes when every folder has exactly one row', () => {
    expect(check(['auth', 'news'], ['news', 'auth'])).toEqual([]);
  });

  it('names a folder without a row', () => {
    expect(check(['auth'], ['auth', 'payments'])).toEqual([
      'README.md: src/modules/payments has no row',
    ]);
  });

  it('names a row whose folder no longer exists', () => {
    expect(check(['auth', 'legacy'], ['auth'])).toEqual([
      'README.md: `legacy` is not in src/modules',
    ]);
  });

  it('names a row written twice', () => {
    expect(check(['auth', 'auth'], ['auth'])).toEqual(['README.md: `auth` has two rows']);
  });

  it('fails a README without the section', () => {
    expect(
      readmeProblems({
        readme: 'README.md',
        section: 'Features',
        dir: 'src/features',
        markdown: readme(['auth']),
        folders: ['auth'],
      }),
    ).toEqual(['README.md: no "## Features" section']);
  });
});
