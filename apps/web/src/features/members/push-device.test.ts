import { describe, expect, it } from 'vitest';
import { isIos, keyBytes, pushStateOf, type PushEnvironment } from './push-device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
// iPadOS asks for the desktop site: it calls itself a Mac, with a touch screen.
const IPAD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

const env = (over: Partial<PushEnvironment>): PushEnvironment => ({
  userAgent: ANDROID,
  maxTouchPoints: 5,
  standalone: false,
  pushApi: true,
  permission: 'default',
  ...over,
});

describe('pushStateOf', () => {
  it('tells iPhone and iPad users in Safari to add the app to the home screen first', () => {
    expect(pushStateOf(env({ userAgent: IPHONE, pushApi: false }))).toBe('needs-home-screen');
    expect(pushStateOf(env({ userAgent: IPAD, pushApi: false }))).toBe('needs-home-screen');
  });

  it('lets the installed app on iOS switch, like any browser with the Push API', () => {
    expect(pushStateOf(env({ userAgent: IPHONE, standalone: true }))).toBe('off');
    expect(pushStateOf(env({}))).toBe('off');
  });

  it('says when the browser has no push, or the member blocked notifications', () => {
    expect(pushStateOf(env({ pushApi: false }))).toBe('unsupported');
    expect(pushStateOf(env({ permission: 'denied' }))).toBe('denied');
    expect(pushStateOf(env({ userAgent: IPHONE, standalone: true, permission: 'denied' }))).toBe(
      'denied',
    );
  });

  it('takes a Mac without a touch screen for a Mac', () => {
    expect(isIos({ userAgent: IPAD, maxTouchPoints: 0 })).toBe(false);
  });
});

describe('keyBytes', () => {
  it('reads an unpadded base64url key', () => {
    const key = new Uint8Array(65).map((_, i) => (i * 37) % 256);
    const encoded = Buffer.from(key).toString('base64url');
    expect(encoded).not.toMatch(/=/);
    expect(keyBytes(encoded)).toEqual(key);
  });
});
