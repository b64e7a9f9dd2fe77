import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_MB, PICTURE_MAX_MEGAPIXELS } from '@fairway/contract';
import { FILE_TOO_LARGE, TOO_MANY_PIXELS } from './picture-messages';

describe('the picture refusals', () => {
  it('name the limits of the picture rules', () => {
    expect(FILE_TOO_LARGE).toBe(`the file is larger than ${PICTURE_MAX_MB} MB`);
    expect(TOO_MANY_PIXELS).toBe(`the picture has more than ${PICTURE_MAX_MEGAPIXELS} megapixels`);
  });
});
