import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_MB, PICTURE_MAX_MEGAPIXELS } from '@fairway/contract';
import en from '../../../i18n/en_US.json';
import et from '../../../i18n/et_EE.json';
import nl from '../../../i18n/nl_NL.json';
import { ApiError } from '../../api/api-error';
import { translator } from '../../i18n/test-translator';
import { uploadErrorMessage } from './upload-error';

const tooMany = (retryAfter?: number) =>
  new ApiError(429, {
    code: 'TOO_MANY_REQUESTS',
    message: 'too many profile pictures; try again later',
    ...(retryAfter ? { retry_after: retryAfter } : {}),
  });

describe('uploadErrorMessage', () => {
  it('tells the member when they may send a picture again, in their language', async () => {
    const [tNl, tEn, tEt] = await Promise.all([
      translator('nl_NL', nl),
      translator('en_US', en),
      translator('et_EE', et),
    ]);
    const inEn = (wait: string) =>
      `You have sent many pictures in a short time. Try again in ${wait}.`;
    expect(uploadErrorMessage(tEn, tooMany(3600))).toBe(inEn('1 hour'));
    expect(uploadErrorMessage(tEn, tooMany(1500))).toBe(inEn('25 minutes'));
    expect(uploadErrorMessage(tEn, tooMany(30))).toBe(inEn('1 minute'));
    expect(uploadErrorMessage(tNl, tooMany(3600))).toBe(
      "Je hebt in korte tijd veel foto's verstuurd. Probeer het over 1 uur opnieuw.",
    );
    expect(uploadErrorMessage(tNl, tooMany(600))).toBe(
      "Je hebt in korte tijd veel foto's verstuurd. Probeer het over 10 minuten opnieuw.",
    );
    expect(uploadErrorMessage(tEt, tooMany(3600))).toBe(
      'Oled lühikese ajaga saatnud palju pilte. Proovi uuesti 1 tunni pärast.',
    );
  });

  it('says the server is busy on a 503 SERVER_BUSY, and keeps the other texts', async () => {
    const tEn = await translator('en_US', en);
    const busy = new ApiError(503, {
      code: 'SERVER_BUSY',
      message: 'too many pictures are being processed; try again shortly',
      retry_after: 5,
    });
    expect(uploadErrorMessage(tEn, busy)).toBe(
      'The server is busy right now. Please try again in a moment.',
    );
    // Without a wait to tell, and for the other refusals, the app's usual text.
    expect(uploadErrorMessage(tEn, tooMany())).toBe(tEn('errors.TOO_MANY_REQUESTS'));
    const tooBig = new ApiError(413, { code: 'PICTURE_TOO_BIG', message: 'too big' });
    expect(uploadErrorMessage(tEn, tooBig)).toBe(
      `This picture is too large (over ${PICTURE_MAX_MB} MB or ${PICTURE_MAX_MEGAPIXELS} megapixels). Choose a smaller picture.`,
    );
  });
});
