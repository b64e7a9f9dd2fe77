import { GolfInputError, indexParts, INPUT_LIMITS, parseHandicap, toTenths } from '@fairway/golf';

export type IndexInputError = 'empty' | 'invalid' | 'range';

/**
 * The calculator's index field (spec §5: a number of at most 2 digits before the fraction, an
 * error when empty), as golfers write it ("18,4", "18.4", "+1,2"), read into the parts the server
 * takes, or the reason it cannot be.
 */
export function readIndexInput(
  text: string,
): { parts: { integer: string; fraction: string } } | { error: IndexInputError } {
  if (text.trim() === '') return { error: 'empty' };
  let tenths: number;
  try {
    tenths = toTenths(parseHandicap(text));
  } catch (e) {
    if (e instanceof GolfInputError) return { error: 'invalid' };
    throw e;
  }
  if (tenths < INPUT_LIMITS.INDEX_MIN_TENTHS || tenths > INPUT_LIMITS.INDEX_MAX_TENTHS) {
    return { error: 'range' };
  }
  return { parts: indexParts(tenths) };
}
