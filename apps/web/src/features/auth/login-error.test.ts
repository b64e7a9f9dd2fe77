import { describe, expect, it } from 'vitest';
import { createInstance, type TFunction } from 'i18next';
import en from '../../../i18n/en_US.json';
import et from '../../../i18n/et_EE.json';
import nl from '../../../i18n/nl_NL.json';
import { ApiError } from '../../api/api-error';
import { loginErrorMessage } from './login-error';

async function translator(lng: string, translation: object): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation } } });
  return i18n.t;
}

const tooMany = (retryAfter?: number) =>
  new ApiError(429, {
    code: 'TOO_MANY_REQUESTS',
    message: 'too many failed logins, try again later',
    ...(retryAfter ? { retry_after: retryAfter } : {}),
  });

describe('loginErrorMessage', () => {
  it('tells the member when to try again, in their language', async () => {
    const [tNl, tEn, tEt] = await Promise.all([
      translator('nl_NL', nl),
      translator('en_US', en),
      translator('et_EE', et),
    ]);
    expect(loginErrorMessage(tEn, tooMany(900))).toBe(
      'Too many login attempts. Try again in 15 minutes.',
    );
    expect(loginErrorMessage(tEn, tooMany(30))).toBe(
      'Too many login attempts. Try again in 1 minute.',
    );
    expect(loginErrorMessage(tEn, tooMany(4 * 3600))).toBe(
      'Too many login attempts. Try again in 4 hours.',
    );
    expect(loginErrorMessage(tNl, tooMany(61))).toBe(
      'Te veel inlogpogingen. Probeer het over 2 minuten opnieuw.',
    );
    expect(loginErrorMessage(tNl, tooMany(3600))).toBe(
      'Te veel inlogpogingen. Probeer het over 1 uur opnieuw.',
    );
    expect(loginErrorMessage(tEt, tooMany(1800))).toBe(
      'Liiga palju sisselogimiskatseid. Proovi uuesti 30 minuti pärast.',
    );
    expect(loginErrorMessage(tEt, tooMany(2 * 3600))).toBe(
      'Liiga palju sisselogimiskatseid. Proovi uuesti 2 tunni pärast.',
    );
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
