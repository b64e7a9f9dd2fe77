import { describe, expect, it } from 'vitest';
import { GolfInputError, keypadCommit, keypadPress, type KeypadState } from './index';

/** Type a sequence of keys on one hole; returns the state after each key. */
function type(keys: string, msMax: number | null = null): KeypadState[] {
  let buffer = '';
  return [...keys].map((key) => {
    const state = keypadPress({ buffer, key, msMax });
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

  it.each([
    ['9', 8, 8, 'spec §5 "A score may be capped at the hole\'s ms_max": 9 → 8'],
    ['8', 8, 8, 'at the cap itself'],
    ['15', 12, 12, 'two digits capped: 15 → 12'],
    ['12', 9, 9, 'the leading 1 still waits when ms_max < 10; the cap then applies'],
    ['3', 8, 3, 'below the cap nothing changes'],
  ] as const)('cap: %s with ms_max %d → %d (%s)', (keys, msMax, value, _why) => {
    const last = type(keys, msMax).at(-1);
    expect(last?.value).toBe(value);
    expect(last?.advance).toBe(true);
  });

  it('the cap applies to a committed 1 too (ms_max ≥ 1 keeps it 1)', () => {
    expect(keypadCommit({ buffer: '1', msMax: 5 }).value).toBe(1);
  });

  it('rejects keys other than one digit, a bad buffer and a bad ms_max', () => {
    expect(() => keypadPress({ buffer: '', key: 'x' })).toThrow(
      expect.objectContaining({ code: 'KEYPAD_KEY', field: 'key' }),
    );
    expect(() => keypadPress({ buffer: '', key: '12' })).toThrow(GolfInputError);
    expect(() => keypadPress({ buffer: '5', key: '1' })).toThrow(
      expect.objectContaining({ code: 'KEYPAD_KEY', field: 'buffer' }),
    );
    expect(() => keypadPress({ buffer: '', key: '5', msMax: 0 })).toThrow(
      expect.objectContaining({ code: 'MAX_SCORE_INVALID' }),
    );
    expect(() => keypadPress({ buffer: '', key: '5', msMax: 7.5 })).toThrow(GolfInputError);
  });
});
