import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration files that take a minute or more, longest first: the crash test of the
 * reminders mostly waits (a killed server's jobs expire before they run again) and the fuzzer
 * calls every route thousands of times. Vitest starts the files it knows to be long first, but it
 * knows that only from the durations of an earlier run, which a clean clone (CI) has not got:
 * there it went by file size and started the crash test last, and the tier ended with ~40 s of
 * one file waiting alone.
 */
const LONG = ['notifications/reminders-crash.int.test.ts', 'system/fuzz.int.test.ts'];

const rank = (spec: TestSpecification) => {
  const i = LONG.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return i < 0 ? LONG.length : i;
};

/** Vitest's order, with the long files first (of every project: they run beside the others). */
export class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}
