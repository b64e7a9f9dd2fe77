import { describe, expect, it } from 'vitest';
import type { Scorecard } from '@fairway/contract';
import { newNotices, openCardsCount, openCardsOf, rememberNotices } from './open-cards';
import { shouldInviteNotifications } from './notification-invite-state';

const card = (id: number, typekaart: number, state: Scorecard['state'] = 'open') =>
  ({ id, typekaart, state }) as Scorecard;

describe('open-card notifications (spec §4)', () => {
  it('counts own open cards of types 1, 9 and 2 and the cards to mark', () => {
    const cards = openCardsOf(
      [card(1, 2), card(2, 1), card(3, 9), card(4, 10), card(5, 2, 'te_markeren')],
      [card(7, 2, 'te_markeren')],
    );
    expect(cards.open.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(openCardsCount(cards)).toBe(4);
    expect(openCardsCount(undefined)).toBe(0);
  });

  it('announces each card once', () => {
    const cards = openCardsOf([card(1, 2)], [card(7, 2, 'te_markeren')]);
    const first = newNotices(cards, new Set());
    expect(first.map((n) => n.key)).toEqual(['open:1', 'mark:7']);
    const remembered = rememberNotices([], first);
    expect(newNotices(cards, new Set(remembered))).toEqual([]);
    expect(rememberNotices(['a', 'b'], first, 3)).toEqual(['b', 'open:1', 'mark:7']);
  });

  it('invites only when the browser has not asked and the member did not decline', () => {
    expect(shouldInviteNotifications('default', false)).toBe(true);
    expect(shouldInviteNotifications('default', true)).toBe(false);
    expect(shouldInviteNotifications('granted', false)).toBe(false);
    expect(shouldInviteNotifications('denied', false)).toBe(false);
    expect(shouldInviteNotifications('unsupported', false)).toBe(false);
  });
});
