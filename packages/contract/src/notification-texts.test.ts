import { describe, expect, it } from 'vitest';
import type { RejectReason } from '@fairway/golf';
import {
  NOTIFICATION_TEXTS,
  notificationValues,
  type RejectReasonTextKey,
} from './notification-texts';

/** The English reason texts, as an English reader's t reads them. */
const english = (key: RejectReasonTextKey) =>
  NOTIFICATION_TEXTS.en_US.notifications.rejectReason[key.split('.').at(-1) as RejectReason];

describe('notificationValues', () => {
  it('shows a wire date as the app does', () => {
    expect(notificationValues({ date: '2026-11-22' }, english).date).toBe('22-11-2026');
  });

  it('shows an amount in cents as money, keeping the cents', () => {
    expect(notificationValues({ what: 'X', amount_cents: 1250 }, english)).toEqual({
      what: 'X',
      amount_cents: 1250,
      amount: '€ 12,50',
    });
    expect(notificationValues({ amount_cents: 2000 }, english).amount).toBe('€ 20,-');
    expect(notificationValues({ amount_cents: '12' }, english).amount).toBeUndefined();
  });

  it("reads a marker's reason for rejecting a card in the reader's language, not as its code", () => {
    expect(notificationValues({ remark: 'NOT_MARKER' }, english).remark).toBe(
      'I was not the marker',
    );
    expect(notificationValues({ remark: 'INVALID_SCORE' }, english).remark).toBe(
      'The score is not correct',
    );
  });

  it("keeps the handicap committee's own words as written", () => {
    expect(notificationValues({ remark: 'marker reageert niet' }, english).remark).toBe(
      'marker reageert niet',
    );
  });
});
