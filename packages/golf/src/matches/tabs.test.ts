import { describe, expect, it } from 'vitest';
import { visibleMatchTabs, type MatchTabState } from './tabs';

const base: MatchTabState = {
  inschrijvingsstart: '2026-11-01 08:00',
  inschrijvingsstop: '2026-11-20 18:00',
  verwerkt: 'n',
  startlijst_vrijgegeven: 'n',
  ideal_betalingen: 'n',
  publiceer_uitslag: 'n',
  aanvang: '2026-11-25 09:00',
};

describe('match tab visibility (spec §4)', () => {
  it('shows info, participants and signup while sign-up is open', () => {
    expect(visibleMatchTabs(base, false, '2026-11-10 12:00')).toEqual([
      'info',
      'participants',
      'signup',
    ]);
  });
  it('hides signup outside the window and once processed', () => {
    expect(visibleMatchTabs(base, false, '2026-11-21 12:00')).toEqual(['info', 'participants']);
    expect(visibleMatchTabs({ ...base, verwerkt: 'j' }, false, '2026-11-10 12:00')).toEqual([
      'info',
      'participants',
    ]);
  });
  it('shows starters once released and results once published', () => {
    const played = {
      ...base,
      startlijst_vrijgegeven: 'j' as const,
      publiceer_uitslag: 'j' as const,
    };
    expect(visibleMatchTabs(played, false, '2026-12-01 12:00')).toEqual([
      'info',
      'participants',
      'starters',
      'results',
    ]);
  });
  it('shows payment only with ideal payments for a member signed up', () => {
    const paid = { ...base, ideal_betalingen: 'j' as const };
    expect(visibleMatchTabs(paid, false, '2026-11-10 12:00')).not.toContain('payment');
    expect(visibleMatchTabs(paid, true, '2026-11-10 12:00')).toContain('payment');
    expect(visibleMatchTabs(base, true, '2026-11-10 12:00')).not.toContain('payment');
  });
  it("shows the leaderboard from the match's day until the results are published", () => {
    expect(visibleMatchTabs(base, false, '2026-11-24 23:59')).not.toContain('leaderboard');
    expect(visibleMatchTabs(base, false, '2026-11-25 07:00')).toContain('leaderboard');
    expect(visibleMatchTabs(base, false, '2026-11-27 12:00')).toContain('leaderboard');
    expect(
      visibleMatchTabs({ ...base, publiceer_uitslag: 'j' }, false, '2026-11-25 12:00'),
    ).not.toContain('leaderboard');
  });
});
