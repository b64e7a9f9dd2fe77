import { GolfInputError } from './errors';

/**
 * The highest score the keypad can type: a leading 1 takes one more digit (spec §9 "a score with a
 * leading 1 can have 2 digits"), so 19. Every score call accepts up to this.
 */
export const KEYPAD_MAX_SCORE = 19;

/**
 * Keypad state after a key (spec §5): `buffer` is what is still being typed ('' or '1'), `value`
 * the hole's score to show (null: nothing typed), `advance` whether the app moves to the next hole.
 */
export interface KeypadState {
  buffer: string;
  value: number | null;
  advance: boolean;
}

function bufferOf(buffer: unknown): '' | '1' {
  if (buffer !== '' && buffer !== '1') {
    throw new GolfInputError('KEYPAD_KEY', 'buffer', "buffer is '' or '1'");
  }
  return buffer;
}

/**
 * One key on the score keypad (spec §5): "A single digit advances to the next hole, but a leading
 * 1 waits for a second digit. A score with a leading 1 can have 2 digits."
 * - '' + '2'…'9' → that score, advance.
 * - '' + '1' → shows 1 and waits (buffer '1'); then '0'…'9' → 10…19, advance.
 * - '' + '0' → ignored (no score starts with 0).
 * The score stays as typed, also above the hole's maximum (ms_max): stroke play counts every
 * stroke, and only the handicap takes the capped score (`countedHoleScore`, Rule 3.1).
 */
export function keypadPress(input: { buffer: string; key: string }): KeypadState {
  const buffer = bufferOf(input.buffer);
  const { key } = input;
  if (typeof key !== 'string' || key.length !== 1 || key < '0' || key > '9') {
    throw new GolfInputError('KEYPAD_KEY', 'key', 'key must be one digit 0–9');
  }
  const digit = key.charCodeAt(0) - 48;
  if (buffer === '1') return { buffer: '', value: 10 + digit, advance: true };
  if (digit === 0) return { buffer: '', value: null, advance: false };
  if (digit === 1) return { buffer: '1', value: 1, advance: false };
  return { buffer: '', value: digit, advance: true };
}

/**
 * Finish what is typed without a second digit (the "wait" runs out, or the player taps the next
 * hole / OK): a pending '1' becomes a score of 1 and advances; an empty buffer changes nothing.
 */
export function keypadCommit(input: { buffer: string }): KeypadState {
  const buffer = bufferOf(input.buffer);
  if (buffer === '1') return { buffer: '', value: 1, advance: true };
  return { buffer: '', value: null, advance: false };
}
