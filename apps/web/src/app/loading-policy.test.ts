import { describe, expect, it } from 'vitest';
import { showsLoadingIndicator } from './loading-policy';

describe('showsLoadingIndicator (spec §9 loading indicator)', () => {
  it.each([
    '/login',
    '/app/members',
    '/app/scorecards/foreign/date',
    '/app/scorecards/foreign/type',
    '/app/scorecards/foreign/score',
    '/app/profile/show',
    '/app/profile/edit',
    '/app/matches',
    '/app/matches/list/2',
    '/app/booking/create',
    '/app/profile/',
  ])('is never shown on %s', (path) => {
    expect(showsLoadingIndicator(path)).toBe(false);
  });

  it.each([
    '/app/scorecards',
    '/app/scorecards/foreign/comment',
    '/app/news',
    '/app/news/3',
    '/app/feedback/faq',
    '/app/member/12',
    '/app/booking/list',
    '/app/match/5/info',
  ])('is shown on %s', (path) => {
    expect(showsLoadingIndicator(path)).toBe(true);
  });

  it('does not treat a longer word as the excluded screen', () => {
    expect(showsLoadingIndicator('/app/members-archive')).toBe(true);
    expect(showsLoadingIndicator('/login-help')).toBe(true);
  });
});
