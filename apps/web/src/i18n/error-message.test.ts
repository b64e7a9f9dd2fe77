import { describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import {
  CARD_REFUSAL,
  ERROR_STATUS,
  PICTURE_MAX_MB,
  PICTURE_MAX_MEGAPIXELS,
  type CardRefusal,
} from '@fairway/contract';
import en from '../../i18n/en_US.json';
import et from '../../i18n/et_EE.json';
import nlNL from '../../i18n/nl_NL.json';
import { ApiError } from '../api/api-error';
import { pictureProblemMessage } from '../features/members/picture-choice';
import { codeMessage, errorMessage } from './error-message';

const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe('error texts by code', () => {
  it("shows a card refusal by its code, whatever the server's sentence says", () => {
    const field = new ApiError(400, {
      code: 'CARD_MARKER_INCOMPLETE',
      message: 'anything',
      fields: [{ field: 'marker_email', message: 'anything' }],
    });
    expect(errorMessage(t, field)).toBe('<scorecards.errors.markerIncomplete>');
    const refused = new ApiError(409, { code: 'CARD_OPEN_CARD', message: 'select a tee' });
    expect(errorMessage(t, refused)).toBe('<scorecards.server.openCard>');
    // An allowed check's refusal comes inside a 200 answer: its code alone.
    expect(codeMessage(t, 'CARD_DATE_IN_FUTURE')).toBe('<scorecards.errors.dateInFuture>');
  });

  it('falls back to the generic text for a code it does not know', () => {
    expect(codeMessage(t, 'SOMETHING_NEW')).toBe('<errors.UNKNOWN>');
    expect(codeMessage(t, undefined)).toBe('<errors.UNKNOWN>');
    const offline = new ApiError(0, { code: 'NETWORK', message: 'no connection' });
    expect(errorMessage(t, offline)).toBe('<errors.NETWORK>');
  });

  it('has a text in every language for every card refusal the server can send', () => {
    const lookup = (tree: unknown, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
    const keyOf = (code: string) => codeMessage(t, code).slice(1, -1);
    for (const code of Object.keys(CARD_REFUSAL) as CardRefusal[]) {
      expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(keyOf(code), code).not.toBe('errors.UNKNOWN');
      for (const messages of [nlNL, en, et])
        expect(typeof lookup(messages, keyOf(code)), code).toBe('string');
    }
  });
});

describe('the picture limits in the texts', () => {
  it.each([
    ['nl_NL', nlNL],
    ['en_US', en],
    ['et_EE', et],
  ] as const)('%s names the limits of the picture rules', async (lng, translation) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng,
      resources: { [lng]: { translation } },
      interpolation: { escapeValue: false },
    });
    const tooBig = codeMessage(i18n.t, 'PICTURE_TOO_BIG');
    expect(tooBig).toContain(`${PICTURE_MAX_MB} MB`);
    expect(tooBig).toContain(`${PICTURE_MAX_MEGAPIXELS} megapi`);
    const chosen = pictureProblemMessage(i18n.t, 'size');
    expect(chosen).toContain(`${PICTURE_MAX_MB} MB`);
    for (const text of [tooBig, chosen]) expect(text).not.toContain('{{');
  });
});
