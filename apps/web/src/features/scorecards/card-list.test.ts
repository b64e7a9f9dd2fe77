import { describe, expect, it } from 'vitest';
import type { Scorecard } from '@fairway/contract';
import { PROCESSING_RESULT } from '@fairway/golf';
import {
  cardResult,
  cardTypeKey,
  courseLabel,
  firstRows,
  grossScore,
  handicapGroups,
  opensScoreEntry,
  shownState,
} from './card-list';

const card = (id: number, handicap: number | null, extra: Partial<Scorecard> = {}) =>
  ({ id, handicap, ...extra }) as Scorecard;

describe('handicapGroups (spec §2: cards grouped per handicap)', () => {
  it('takes the groups the server made (result_by_handicap)', () => {
    const a = card(1, 17.5);
    const b = card(2, 18);
    expect(
      handicapGroups({
        cards: [a, b],
        groups: [
          { handicap: 17.5, cards: [a] },
          { handicap: 18, cards: [b] },
        ],
      }),
    ).toEqual([
      { handicap: 17.5, cards: [a] },
      { handicap: 18, cards: [b] },
    ]);
  });

  it('groups consecutive cards by the index played off when the answer has no groups', () => {
    const cards = [card(1, 17.5), card(2, 17.5), card(3, 18), card(4, 17.5), card(5, null)];
    expect(
      handicapGroups({ cards, groups: [] }).map((g) => [g.handicap, g.cards.map((c) => c.id)]),
    ).toEqual([
      [17.5, [1, 2]],
      [18, [3]],
      [17.5, [4]],
      [null, [5]],
    ]);
  });

  it('drops empty groups and gives nothing for no cards', () => {
    expect(handicapGroups({ cards: [], groups: [] })).toEqual([]);
    expect(handicapGroups({ cards: [], groups: [{ handicap: 1, cards: [] }] })).toEqual([]);
  });
});

describe('card helpers', () => {
  it('opens score entry only for an open card that still takes scores', () => {
    expect(opensScoreEntry({ state: 'open', open_voor_score: true })).toBe(true);
    expect(opensScoreEntry({ state: 'open', open_voor_score: false })).toBe(false);
    expect(opensScoreEntry({ state: 'te_markeren', open_voor_score: false })).toBe(false);
    expect(opensScoreEntry({ state: 'verwerkt', open_voor_score: false })).toBe(false);
  });

  it('reads the gross score of 18, 9 or other hole counts', () => {
    expect(grossScore({ score_18h: 91, score_9h: null, score_anders: null })).toBe(91);
    expect(grossScore({ score_18h: null, score_9h: 45, score_anders: null })).toBe(45);
    expect(grossScore({ score_18h: null, score_9h: null, score_anders: null })).toBeNull();
  });

  it('names every card type of spec §3 and falls back for unknown ones', () => {
    expect(cardTypeKey(2)).toBe('scorecards.types.qualifying');
    expect(cardTypeKey(9)).toBe('scorecards.types.foreignQualifying');
    expect(cardTypeKey(10)).toBe('scorecards.types.foreignMatch');
    expect(cardTypeKey(42)).toBe('scorecards.types.other');
    for (let type = 1; type <= 11; type++)
      expect(cardTypeKey(type)).not.toBe('scorecards.types.other');
  });

  it('puts the club in front of the course only for another club', () => {
    expect(courseLabel({ baan_naam: 'De Lange Baan', club_naam: 'GC De Demo' }, 'GC De Demo')).toBe(
      'De Lange Baan',
    );
    expect(courseLabel({ baan_naam: 'Championship', club_naam: 'Royal Zoute' }, 'GC De Demo')).toBe(
      'Royal Zoute · Championship',
    );
    // An unknown course has only its own name.
    expect(courseLabel({ baan_naam: 'Golf de Nulle Part', club_naam: '' }, 'GC De Demo')).toBe(
      'Golf de Nulle Part',
    );
  });
});

describe('firstRows', () => {
  const groups = [
    { handicap: 17.5, cards: ['a', 'b', 'c'] },
    { handicap: 18.1, cards: ['d', 'e'] },
  ];

  it('takes the cards to mark first, then the groups in order, up to the count', () => {
    const shown = firstRows(['m1', 'm2'], groups, 4);
    expect(shown.markerCards).toEqual(['m1', 'm2']);
    expect(shown.groups).toEqual([{ handicap: 17.5, total: 3, cards: ['a', 'b'] }]);
  });

  it('keeps every card when the count covers them, each group with its total', () => {
    const shown = firstRows([], groups, 100);
    expect(shown.groups).toEqual([
      { handicap: 17.5, total: 3, cards: ['a', 'b', 'c'] },
      { handicap: 18.1, total: 2, cards: ['d', 'e'] },
    ]);
  });

  it('shows nothing of the groups when the cards to mark fill the count', () => {
    expect(firstRows(['m1', 'm2', 'm3'], groups, 2)).toEqual({
      markerCards: ['m1', 'm2'],
      groups: [],
    });
  });
});

describe('a past card: its shown state and its result', () => {
  const past = (extra: Partial<Scorecard>) =>
    ({
      state: 'open',
      open_voor_score: false,
      uitslag: null,
      ehcp_nieuw: null,
      ...extra,
    }) as Scorecard;

  it('a submitted card that was not processed is not called open', () => {
    const younger = past({ uitslag: PROCESSING_RESULT.ISLAATSTVERWERKT });
    expect(shownState(younger)).toBe('niet_verwerkt');
    expect(cardResult(younger)).toEqual({
      key: 'scorecards.view.results.youngerCard',
      tone: 'warning',
    });
    expect(shownState(past({ uitslag: PROCESSING_RESULT.QUALIFYING_WEDSTRIJD }))).toBe(
      'wacht_op_wedstrijd',
    );
    expect(cardResult(past({ uitslag: PROCESSING_RESULT.ISTEOUD }))?.key).toBe(
      'scorecards.view.results.tooOld',
    );
    expect(cardResult(past({ uitslag: PROCESSING_RESULT.ISNIETVERWERKT }))?.key).toBe(
      'scorecards.view.results.notProcessed',
    );
  });

  it('an open card stays open and has no result yet', () => {
    const open = past({ open_voor_score: true });
    expect(shownState(open)).toBe('open');
    expect(cardResult(open)).toBeNull();
  });

  it('processed (with or without a new index), waiting for the marker, rejected', () => {
    expect(cardResult(past({ state: 'verwerkt', ehcp_nieuw: 23.6 }))).toEqual({
      key: 'scorecards.view.results.processed',
      tone: 'success',
    });
    expect(cardResult(past({ state: 'verwerkt' }))?.key).toBe(
      'scorecards.view.results.processedNoIndex',
    );
    expect(cardResult(past({ state: 'te_markeren' }))?.key).toBe(
      'scorecards.view.results.waitsForMarker',
    );
    expect(cardResult(past({ state: 'afgekeurd' }))?.tone).toBe('error');
    expect(shownState(past({ state: 'verwerkt' }))).toBe('verwerkt');
  });
});
