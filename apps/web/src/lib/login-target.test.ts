import { describe, expect, it } from 'vitest';
import { clubAsked, loginHref, safeTarget, sessionEnded, targetAfterLogin } from './login-target';

describe('safeTarget: only screens of this app', () => {
  it.each([
    '/app/news/12',
    '/app/booking/create?course=1&date=2026-12-01&time=10:00',
    '/app/feedback/send',
  ])('keeps %s', (path) => {
    expect(safeTarget(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'https://evil.example/app/news',
    '//evil.example/app/news',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/login',
    '/app/scorecards',
    '/',
    '/app',
    'app/news',
  ])('drops %s', (path) => {
    expect(safeTarget(path)).toBeNull();
  });
});

describe('the login screen’s address', () => {
  it('carries the screen asked for and whether the session ended', () => {
    const href = loginHref('/app/news/3', true);
    expect(href.startsWith('/login?')).toBe(true);
    const search = href.slice('/login'.length);
    expect(targetAfterLogin(search)).toBe('/app/news/3');
    expect(sessionEnded(search)).toBe(true);
  });

  it('is plain /login without a target worth keeping', () => {
    expect(loginHref('/app/scorecards')).toBe('/login');
    expect(loginHref('https://evil.example')).toBe('/login');
  });

  it('goes home after login when the target is missing or foreign', () => {
    expect(targetAfterLogin('')).toBe('/app/scorecards');
    expect(targetAfterLogin('?next=https%3A%2F%2Fevil.example')).toBe('/app/scorecards');
    expect(targetAfterLogin('?next=%2F%2Fevil.example')).toBe('/app/scorecards');
  });
});

describe('the club the login screen starts on', () => {
  it('is the one the server named (back from a payment), else none', () => {
    expect(clubAsked('?club=12&next=%2Fapp%2Fmatch%2F3%2Fpayment')).toBe('12');
    expect(targetAfterLogin('?club=12&next=%2Fapp%2Fmatch%2F3%2Fpayment')).toBe(
      '/app/match/3/payment',
    );
    expect(clubAsked('')).toBeNull();
    expect(clubAsked('?club=0')).toBeNull();
    expect(clubAsked('?club=abc')).toBeNull();
  });
});
