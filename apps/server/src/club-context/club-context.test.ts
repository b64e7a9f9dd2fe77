import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { ClubContext, type ClubWithConfig } from './club-context';

const club = (timezone: string) =>
  ({ club: { timezone }, config: {} }) as unknown as ClubWithConfig;

function contextAt(instant: string, clubs: Record<number, ClubWithConfig>, admins: number[] = []) {
  return new ClubContext(
    { config: async (id: number) => clubs[id], forget: () => {} },
    {
      findById: async (_club: number, id: number) => ({
        roles: admins.includes(id) ? (['match_committee'] as const) : [],
      }),
    },
    () => new Date(instant),
  );
}

describe('ClubContext', () => {
  it('gives each club its own date and time: 23:30 UTC is the next day in Amsterdam, not in New York', async () => {
    const ctx = contextAt('2026-06-30T23:30:00Z', {
      1: club('Europe/Amsterdam'),
      2: club('America/New_York'),
    });
    expect(await ctx.now(1)).toEqual({ date: '2026-07-01', time: '01:30' });
    expect(await ctx.now(2)).toEqual({ date: '2026-06-30', time: '19:30' });
  });

  it('answers 404 for a club that is gone', async () => {
    const ctx = contextAt('2026-06-30T12:00:00Z', {});
    await expect(ctx.now(9)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets only the committee (role match_committee) past requireCommittee, naming what is refused', async () => {
    const ctx = contextAt('2026-06-30T12:00:00Z', { 1: club('Europe/Amsterdam') }, [7]);
    await expect(
      ctx.requireCommittee({ clubId: 1, relatieId: 7 }, 'manages matches'),
    ).resolves.toBeUndefined();
    const refused = ctx.requireCommittee({ clubId: 1, relatieId: 8 }, 'manages matches');
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'only the committee manages matches',
    });
  });
});
