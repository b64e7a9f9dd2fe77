import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { CARD_REFUSAL } from '@fairway/contract';
import en from '../../../i18n/en_US.json';
import et from '../../../i18n/et_EE.json';
import nlNL from '../../../i18n/nl_NL.json';
import { ApiError } from '../../api/api-error';
import { createErrorMessage, serverMessage, serverMessageKey } from './server-messages';

const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe('server messages of the card calls', () => {
  it('translates the texts the server is known to send and keeps others as they are', () => {
    expect(serverMessageKey('you already have an open qualifying card for today')).toBe(
      'scorecards.server.openCard',
    );
    expect(serverMessage(t, 'selected date is in the future')).toBe(
      '<scorecards.errors.dateInFuture>',
    );
    expect(serverMessage(t, 'something new')).toBe('something new');
  });

  it('shows the first field message of a refused create call, else the refusal', () => {
    const field = new ApiError(400, {
      code: 'VALIDATION',
      message: 'bad',
      fields: [{ field: 'marker_email', message: 'fill in marker completely' }],
    });
    expect(createErrorMessage(t, field)).toBe('<scorecards.errors.markerIncomplete>');
    const conflict = new ApiError(409, { code: 'CONFLICT', message: 'select a tee' });
    expect(createErrorMessage(t, conflict)).toBe('<scorecards.errors.selectTee>');
    const offline = new ApiError(0, { code: 'NETWORK', message: 'no connection' });
    expect(createErrorMessage(t, offline)).toBe('<errors.NETWORK>');
  });

  it('has a translation in every language for every refusal the server can send', () => {
    const lookup = (tree: unknown, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
    for (const text of Object.values(CARD_REFUSAL)) {
      const key = serverMessageKey(text);
      expect(key, text).not.toBeNull();
      for (const messages of [nlNL, en, et])
        expect(typeof lookup(messages, key!), key!).toBe('string');
    }
  });
});
