import {
  matchScoring,
  rankBetterBall,
  rankResults,
  type BetterBallCard,
  type RankedLine,
  type ResultCard,
} from '@fairway/golf';
import type { HoleRow } from '../courses';
import { rankedHandicaps, type PlayedOff } from '../matches';
import type { MatchAdminRepository, MatchRow, ResultRow } from './match-admin.repository';

/**
 * The result rows of a match from its submitted cards, per category, ranked by the engine
 * (rankResults, or rankBetterBall for a four-ball) on the Playing Handicaps `rankedHandicaps`
 * gives each entry, which the live leaderboard ranks on too. `playedOff`: what the partners of
 * one-ball sides play off, read before the caller's transaction (EntryHandicaps); `holesOf`: the
 * holes of a card's tee, likewise.
 */
export async function matchResultRows(
  repo: MatchAdminRepository,
  clubId: number,
  m: MatchRow,
  holesOf: (c: { course_club_id: number | null; tee_id: number | null }) => HoleRow[],
  playedOff: PlayedOff,
): Promise<ResultRow[]> {
  const [teams, regs, cards] = await Promise.all([
    repo.teams(clubId, m.id),
    repo.registrations(clubId, m.id),
    repo.cards(clubId, m.id),
  ]);
  const submitted = cards.filter((c) => c.is_ingevuld && c.rejected_at === null);
  const scores = await repo.scores(
    clubId,
    submitted.map((c) => c.id),
  );
  const cardOf = new Map<number, (typeof submitted)[number]>();
  for (const c of submitted) if (!cardOf.has(c.relatie_id)) cardOf.set(c.relatie_id, c);
  const strokesOf = (cardId: number, holes: number) =>
    Array.from(
      { length: holes },
      (_, i) => scores.find((s) => s.card_id === cardId && s.hole_nr === i + 1)?.strokes ?? null,
    );
  const { scoring, betterBall } = matchScoring(m.uitslag, m.wedstrijdvorm);
  const groups = new Map<
    number | null,
    { cards: ResultCard[]; sides: BetterBallCard[]; ph: Map<number, number | null> }
  >();
  const missing: { team: number; category: number | null }[] = [];
  for (const team of teams.filter((t) => !t.reservelijst)) {
    const members = regs.filter((r) => r.team_id === team.id);
    const category = members[0]?.category_id ?? null;
    const players = members.map((reg) => ({
      reg,
      card: reg.relatie_id === null ? undefined : cardOf.get(reg.relatie_id),
    }));
    const own = players.flatMap((p) => (p.card ? [p.card] : []));
    if (own.length === 0) {
      missing.push({ team: team.id, category });
      continue;
    }
    const first = own[0]!;
    const holeRows = holesOf(first).slice(0, first.aantal_holes);
    if (holeRows.length !== first.aantal_holes) {
      missing.push({ team: team.id, category });
      continue;
    }
    const group = groups.get(category) ?? {
      cards: [] as ResultCard[],
      sides: [] as BetterBallCard[],
      ph: new Map<number, number | null>(),
    };
    groups.set(category, group);
    const holePars = holeRows.map((h) => h.par);
    const strokeIndexes = holeRows.map((h) => h.si);
    const counted = betterBall ? own : [first];
    const handicaps = rankedHandicaps(m, players, counted, playedOff);
    if (betterBall) {
      group.sides.push({
        entryId: team.id,
        holePars,
        strokeIndexes,
        players: counted.map((c, i) => ({
          strokes: strokesOf(c.id, c.aantal_holes),
          playingHandicap: handicaps[i]!,
        })),
      });
      group.ph.set(team.id, null);
    } else {
      group.cards.push({
        entryId: team.id,
        holePars,
        strokeIndexes,
        strokes: strokesOf(first.id, first.aantal_holes),
        playingHandicap: handicaps[0]!,
      });
      group.ph.set(team.id, handicaps[0]!);
    }
  }
  const rows: ResultRow[] = [];
  for (const [category, group] of groups) {
    const lines: RankedLine[] = group.sides.length
      ? rankBetterBall({
          scoring: scoring === 'stableford' ? 'stableford' : 'net',
          cards: group.sides,
        })
      : rankResults({ scoring, cards: group.cards });
    const placed = lines.filter((l) => l.position !== null).length;
    for (const l of lines) {
      rows.push({
        club_id: clubId,
        match_id: m.id,
        team_id: l.entryId,
        category_id: category,
        positie: l.position ?? placed + 1,
        status: l.status === 'ok' ? 'ok' : 'nr',
        playing_handicap: group.ph.get(l.entryId) ?? null,
        bruto: l.gross,
        netto:
          scoring === 'net'
            ? l.total
            : l.gross !== null && group.ph.get(l.entryId) != null
              ? l.gross - group.ph.get(l.entryId)!
              : null,
        stableford: scoring === 'stableford' ? l.total : null,
        tegen_par: scoring === 'against-par' ? l.total : null,
      });
    }
  }
  for (const x of missing) {
    const placed = rows.filter((r) => r.category_id === x.category && r.status === 'ok').length;
    rows.push({
      club_id: clubId,
      match_id: m.id,
      team_id: x.team,
      category_id: x.category,
      positie: placed + 1,
      status: 'nr',
      playing_handicap: null,
      bruto: null,
      netto: null,
      stableford: null,
      tegen_par: null,
    });
  }
  return rows;
}
