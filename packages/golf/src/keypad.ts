import { GolfInputError } from './errors';

/**
 * Keypad state after a key (spec §5): `buffer` is what is still being typed ('' or '1'), `value`
 * the hole's score to show (null: nothing typed), `advance` whether the app moves to the next hole.
 */
export interface KeypadState {
  buffer: string;
  value: number | null;
  advance: boolean;
}

function maxOf(msMax: number | null | undefined): number | null {
  if (msMax === null || msMax === undefined) return null;
  if (!Number.isInteger(msMax) || msMax < 1 || msMax > 99) {
    throw new GolfInputError('MAX_SCORE_INVALID', 'msMax', 'msMax must be a whole number 1–99');
  }
  return msMax;
}

function capped(value: number, max: number | null): number {
  return max !== null && value > max ? max : value;
}

function bufferOf(buffer: unknown): '' | '1' {
  if (buffer !== '' && buffer !== '1') {
    throw new GolfInputError('KEYPAD_KEY', 'buffer', "buffer is '' or '1'");
  }
  return buffer;
}

/**
 * One key on the score keypad (spec §5): "A score may be capped at the hole's ms_max. A single
 * digit advances to the next hole, but a leading 1 waits for a second digit. A score with a leading
 * 1 can have 2 digits."
 * - '' + '2'…'9' → that score (capped at msMax), advance.
 * - '' + '1' → shows 1 and waits (buffer '1'); then '0'…'9' → 10…19 (capped), advance.
 * - '' + '0' → ignored (no score starts with 0).
 * The leading 1 waits even when msMax is below 10, as the spec says; the cap then applies.
 * `msMax` null or undefined: no cap.
 */
export function keypadPress(input: {
  buffer: string;
  key: string;
  msMax?: number | null;
}): KeypadState {
  const buffer = bufferOf(input.buffer);
  const max = maxOf(input.msMax);
  const { key } = input;
  if (typeof key !== 'string' || key.length !== 1 || key < '0' || key > '9') {
    throw new GolfInputError('KEYPAD_KEY', 'key', 'key must be one digit 0–9');
  }
  const digit = key.charCodeAt(0) - 48;
  if (buffer === '1') return { buffer: '', value: capped(10 + digit, max), advance: true };
  if (digit === 0) return { buffer: '', value: null, advance: false };
  if (digit === 1) return { buffer: '1', value: capped(1, max), advance: false };
  return { buffer: '', value: capped(digit, max), advance: true };
}

/**
 * Finish what is typed without a second digit (the "wait" runs out, or the player taps the next
 * hole / OK): a pending '1' becomes a score of 1 and advances; an empty buffer changes nothing.
 */
export function keypadCommit(input: { buffer: string; msMax?: number | null }): KeypadState {
  const buffer = bufferOf(input.buffer);
  const max = maxOf(input.msMax);
  if (buffer === '1') return { buffer: '', value: capped(1, max), advance: true };
  return { buffer: '', value: null, advance: false };
}
