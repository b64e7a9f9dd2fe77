import { describe, expect, it } from 'vitest';
import { InputDate, InputWallTime, WallTime } from './common';

describe('InputWallTime', () => {
  it('takes every minute of the days a date may name, 1900 to 2099', () => {
    for (const t of [
      '1900-01-01 00:00',
      '2026-11-22 10:00',
      '2024-02-29 23:59',
      '2099-12-31 23:59',
    ])
      expect(InputWallTime.safeParse(t).success, t).toBe(true);
  });

  it('refuses what PostgreSQL cannot read or no date may name, as dates do', () => {
    for (const t of [
      '0000-01-01 00:00',
      '1899-12-31 23:59',
      '2100-01-01 00:00',
      '9999-12-31 23:59',
      '2026-02-30 10:00',
      '2025-02-29 10:00',
      '2026-13-01 10:00',
      '2026-00-10 10:00',
    ]) {
      expect(InputWallTime.safeParse(t).success, t).toBe(false);
      expect(InputDate.safeParse(t.slice(0, 10)).success, t).toBe(false);
    }
  });

  it('refuses another shape: no seconds, no T, no zone, two-digit parts', () => {
    for (const t of [
      '2026-11-22',
      '2026-11-22 10:00:00',
      '2026-11-22T10:00',
      '2026-11-22 10:00Z',
      '2026-11-22 24:00',
      '2026-11-22 9:00',
      '2026-1-2 10:00',
      ' 2026-11-22 10:00',
    ])
      expect(InputWallTime.safeParse(t).success, t).toBe(false);
  });

  it('says the range in its message', () => {
    const result = InputWallTime.safeParse('2100-01-01 00:00');
    expect(result.error?.issues[0]?.message).toBe(
      'must be a time from 1900-01-01 00:00 to 2099-12-31 23:59',
    );
  });

  it('leaves answers readable: a stored time outside the range still parses as WallTime', () => {
    expect(WallTime.safeParse('2100-01-01 00:00').success).toBe(true);
  });
});
