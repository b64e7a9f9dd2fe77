import { describe, expect, it } from 'vitest';
import { NotificationRenderer } from './notification-render';

/**
 * Push and email of a rejected card read the marker's reason in the member's language, as the
 * inbox does: the notification stores the reason's code (RejectRequest's remark).
 */
describe('a rejected card by push and email', () => {
  const renderer = new NotificationRenderer();
  const rejected = (remark: string, kind: 'card_rejected' | 'card_voided' = 'card_rejected') =>
    ({
      kind,
      params: { marker: 'Piet Jansen', date: '2026-09-15', remark },
      link: '/app/scorecards/card/7',
    }) as const;

  it('names the reason in words, in each language', async () => {
    expect((await renderer.render(rejected('NOT_MARKER'), 'nl_NL')).body).toBe(
      'Piet Jansen heeft je scorekaart van 15-09-2026 afgekeurd: Ik was niet de marker',
    );
    expect((await renderer.render(rejected('INVALID_SCORE'), 'en_US')).body).toBe(
      'Piet Jansen rejected your scorecard of 15-09-2026: The score is not correct',
    );
  });

  it("keeps the handicap committee's own words when it voids a card", async () => {
    expect(
      (await renderer.render(rejected('marker reageert niet', 'card_voided'), 'nl_NL')).body,
    ).toBe(
      'De handicapcommissie heeft je scorekaart van 15-09-2026 ongeldig verklaard: marker reageert niet',
    );
  });
});
