import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
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
});
