import { describe, expect, it } from 'vitest';
import { parseCookie, serializeCookie } from './cookies';

describe('parseCookie', () => {
  it('finds a cookie among others', () => {
    expect(parseCookie('a=1; fw_last_club=2; fw_last_username=demo', 'fw_last_club')).toBe('2');
    expect(parseCookie('fw_last_username=demo', 'fw_last_username')).toBe('demo');
  });

  it('does not match a cookie whose name only ends with the name asked for', () => {
    expect(parseCookie('xfw_last_club=9', 'fw_last_club')).toBeUndefined();
  });

  it('decodes values and keeps an = inside a value', () => {
    expect(parseCookie('u=jan%20de%20vries', 'u')).toBe('jan de vries');
    expect(parseCookie('u=a=b', 'u')).toBe('a=b');
  });

  it('gives undefined when the cookie is absent or malformed', () => {
    expect(parseCookie('', 'u')).toBeUndefined();
    expect(parseCookie('u=%E0%A4%A', 'u')).toBeUndefined();
  });
});

describe('serializeCookie', () => {
  it('remembers for one year by default, site-wide, SameSite=Lax', () => {
    expect(serializeCookie('fw_last_club', '2')).toBe(
      'fw_last_club=2; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('encodes the value so it round-trips', () => {
    const cookie = serializeCookie('u', 'jan; de=vries', { maxAgeDays: 1 });
    expect(cookie.startsWith('u=jan%3B%20de%3Dvries; Max-Age=86400;')).toBe(true);
    expect(parseCookie(cookie.split(';')[0] ?? '', 'u')).toBe('jan; de=vries');
  });
});
