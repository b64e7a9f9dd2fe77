import { describe, expect, it } from 'vitest';
import { nextPageOffset, pageSize } from './member-paging';

const SIZES = { first: 20, next: 100 };
const page = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('member list paging (spec §9: 20 first, then 100 per load)', () => {
  it('asks 20 first and 100 for every further page', () => {
    expect(pageSize(SIZES, 0)).toBe(20);
    expect(pageSize(SIZES, 20)).toBe(100);
    expect(pageSize(SIZES, 120)).toBe(100);
  });

  it('goes on after a full page, from what has been loaded', () => {
    expect(nextPageOffset(SIZES, [page(20)])).toBe(20);
    expect(nextPageOffset(SIZES, [page(20), page(100)])).toBe(120);
  });

  it('stops after a short page, also a short first one', () => {
    expect(nextPageOffset(SIZES, [page(7)])).toBeUndefined();
    expect(nextPageOffset(SIZES, [page(20), page(99)])).toBeUndefined();
    expect(nextPageOffset(SIZES, [page(20), page(0)])).toBeUndefined();
  });
});
