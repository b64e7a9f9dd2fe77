import { describe, expect, it } from 'vitest';
import { notificationValues } from './notification-texts';

describe('notificationValues', () => {
  it('shows a wire date as the app does', () => {
    expect(notificationValues({ date: '2026-11-22' }).date).toBe('22-11-2026');
  });

  it('shows an amount in cents as money, keeping the cents', () => {
    expect(notificationValues({ what: 'X', amount_cents: 1250 })).toEqual({
      what: 'X',
      amount_cents: 1250,
      amount: '€ 12,50',
    });
    expect(notificationValues({ amount_cents: 2000 }).amount).toBe('€ 20,-');
    expect(notificationValues({ amount_cents: '12' }).amount).toBeUndefined();
  });
});
