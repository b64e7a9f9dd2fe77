import { describe, expect, it } from 'vitest';
import {
  GolfInputError,
  KEYPAD_MAX_SCORE,
  keypadCommit,
  keypadPress,
  type KeypadState,
} from './index';

/** Type a sequence of keys on one hole; returns the state after each key. */
function type(keys: string): KeypadState[] {
  let buffer = '';
  return [...keys].map((key) => {
    const state = keypadPress({ buffer, key });
    buffer = state.buffer;
    return state;
  });
}

describe('keypad (spec §5: "A single digit advances to the next hole, but a leading 1 waits for a second digit")', () => {
  it.each(['2', '3', '4', '5', '6', '7', '8', '9'])(
    'spec §5: a single %s is the score and advances',
    (key) => {
      expect(keypadPress({ buffer: '', key })).toEqual({
        buffer: '',
        value: Number(key),
        advance: true,
      });
    },
  );

  it('spec §5: a leading 1 waits (shows 1, does not advance)', () => {
    expect(keypadPress({ buffer: '', key: '1' })).toEqual({
      buffer: '1',
      value: 1,
      advance: false,
    });
  });

  it.each([
    ['10', 10],
    ['11', 11],
    ['12', 12],
    ['19', 19],
  ])('spec §5: "A score with a leading 1 can have 2 digits" — %s', (keys, value) => {
    expect(type(keys).at(-1)).toEqual({ buffer: '', value, advance: true });
  });

  it('spec §5: a 1 followed by the wait/commit is a score of 1 and advances', () => {
    expect(keypadCommit({ buffer: '1' })).toEqual({ buffer: '', value: 1, advance: true });
  });

  it('commit with nothing typed changes nothing', () => {
    expect(keypadCommit({ buffer: '' })).toEqual({ buffer: '', value: null, advance: false });
  });

  it('a leading 0 is ignored (no score starts with 0)', () => {
    expect(keypadPress({ buffer: '', key: '0' })).toEqual({
      buffer: '',
      value: null,
      advance: false,
    });
  });

  it.each(['19', '15', '12', '10'])(
    'keeps %s as typed: the gross score is never capped on the keypad',
    (keys) => {
      expect(type(keys).at(-1)).toEqual({ buffer: '', value: Number(keys), advance: true });
    },
  );

  it('types at most KEYPAD_MAX_SCORE', () => {
    const all = ['1', '2', '3', '4', '5', '6', '7', '8', '9'].flatMap((a) =>
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((b) => type(a + b)),
    );
    const values = all.flatMap((states) => states.map((s) => s.value ?? 0));
    expect(Math.max(...values)).toBe(KEYPAD_MAX_SCORE);
  });

  it('rejects keys other than one digit and a bad buffer', () => {
    expect(() => keypadPress({ buffer: '', key: 'x' })).toThrow(
      expect.objectContaining({ code: 'KEYPAD_KEY', field: 'key' }),
    );
    expect(() => keypadPress({ buffer: '', key: '12' })).toThrow(GolfInputError);
    expect(() => keypadPress({ buffer: '5', key: '1' })).toThrow(
      expect.objectContaining({ code: 'KEYPAD_KEY', field: 'buffer' }),
    );
  });
});
