import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en_US.json';
import et from '../../../i18n/et_EE.json';
import nl from '../../../i18n/nl_NL.json';
import { ApiError } from '../../api/api-error';
import { translator } from '../../i18n/test-translator';
import { loginErrorMessage } from './login-error';

const tooMany = (retryAfter?: number) =>
  new ApiError(429, {
    code: 'TOO_MANY_REQUESTS',
    message: 'too many failed logins, try again later',
    ...(retryAfter ? { retry_after: retryAfter } : {}),
  });

describe('loginErrorMessage', () => {
  it('tells the member when to try again and what works meanwhile, in their language', async () => {
    const [tNl, tEn, tEt] = await Promise.all([
      translator('nl_NL', nl),
      translator('en_US', en),
      translator('et_EE', et),
    ]);
    const inEn = (wait: string) =>
      `Too many failed login attempts. Try again in ${wait}. ${en.login.errors.lockedHelp}`;
    const inNl = (wait: string) =>
      `Te veel mislukte inlogpogingen. Probeer het over ${wait} opnieuw. ${nl.login.errors.lockedHelp}`;
    const inEt = (wait: string) =>
      `Liiga palju ebaõnnestunud sisselogimiskatseid. Proovi uuesti ${wait} pärast. ${et.login.errors.lockedHelp}`;
    expect(en.login.errors.lockedHelp).toBe(
      'On a device you have logged in with before, you can still log in now. Forgot your password? Ask your club to reset it.',
    );
    expect(loginErrorMessage(tEn, tooMany(900))).toBe(inEn('15 minutes'));
    expect(loginErrorMessage(tEn, tooMany(30))).toBe(inEn('1 minute'));
    expect(loginErrorMessage(tEn, tooMany(4 * 3600))).toBe(inEn('4 hours'));
    expect(loginErrorMessage(tNl, tooMany(61))).toBe(inNl('2 minuten'));
    expect(loginErrorMessage(tNl, tooMany(3600))).toBe(inNl('1 uur'));
    expect(loginErrorMessage(tEt, tooMany(1800))).toBe(inEt('30 minuti'));
    expect(loginErrorMessage(tEt, tooMany(2 * 3600))).toBe(inEt('2 tunni'));
  });

  it('falls back to the general texts without a wait or for other refusals', async () => {
    const tEn = await translator('en_US', en);
    expect(loginErrorMessage(tEn, tooMany())).toBe(
      'Too many attempts. Wait a few minutes, then try again.',
    );
    const wrong = new ApiError(401, { code: 'INVALID_CREDENTIALS', message: 'x' });
    expect(loginErrorMessage(tEn, wrong)).toBe(en.errors.INVALID_CREDENTIALS);
  });
});
