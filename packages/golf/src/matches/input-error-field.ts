import { GolfInputError } from '../errors';

/**
 * For tests: the field a call's GolfInputError names, 'other' for any other error, null when the
 * call throws nothing.
 */
export function inputErrorField(f: () => unknown): string | null {
  try {
    f();
  } catch (e) {
    return e instanceof GolfInputError ? e.field : 'other';
  }
  return null;
}
