import type { AdminMatch, DrawRequest } from '@fairway/contract';
import { drawStartList, GolfInputError, toTenths, type DrawEntry } from '@fairway/golf';

/**
 * The committee's steps on a match and the summaries it confirms them with: what each step will
 * do, read from the match as the screen has it, so the member confirms with the numbers in front
 * of them. Each step's path is the server's (`POST /api/admin/wedstrijd/{id}/<step>`).
 */
export type MatchAction =
  | 'sluiten'
  | 'startlijst'
  | 'verwerken'
  | 'uitslag'
  | 'heropenen'
  | 'startlijst-intrekken'
  | 'verwerking-terugdraaien'
  | 'uitslag-intrekken';

/** A step the committee confirms first: one of the actions, or the draw. */
export type MatchStep = MatchAction | 'draw';

const inField = (m: AdminMatch) => m.teams.filter((x) => !x.reservelijst);

/** Players in the field and on the reserve list (a team counts with each of its players). */
export function fieldCounts(m: AdminMatch): { players: number; reserves: number } {
  const count = (teams: AdminMatch['teams']) => teams.reduce((n, x) => n + x.players.length, 0);
  return { players: count(inField(m)), reserves: count(m.teams.filter((x) => x.reservelijst)) };
}

/**
 * The cards of the players in the field as processing takes them: only a handed-in card counts
 * (one still being filled in is left out, as a missing one is); `processed` are those already in
 * a handicap record.
 */
export function cardCounts(m: AdminMatch): {
  players: number;
  withoutCard: number;
  handedIn: number;
  processed: number;
} {
  const players = inField(m).flatMap((x) => x.players);
  const handedIn = players.filter((p) => p.card?.ingevuld).length;
  return {
    players: players.length,
    withoutCard: players.length - handedIn,
    handedIn,
    processed: players.filter((p) => p.card?.verwerkt).length,
  };
}

/** Reserves that paid: processing gives their money back. */
export const paidReserves = (m: AdminMatch) =>
  m.teams.filter((x) => x.reservelijst && x.bon?.status === 'paid').length;

/** Reserves refunded at the processing: undoing it does not take their money back. */
export const refundedReserves = (m: AdminMatch) =>
  m.teams.filter((x) => x.reservelijst && x.bon?.status === 'refunded').length;

export interface DrawPreview {
  players: number;
  flights: number;
  /** First and last start, 'HH:mm' (the same for a shotgun). */
  first: string;
  last: string;
  /** Players whose early or late wish cannot be met. */
  notMet: number;
}

/**
 * The start list the draw will make, by the same engine the server draws with (packages/golf
 * drawStartList) over the field as the screen has it: how many flights, the first and the last
 * start. Null when the engine refuses the options (the server's answer then says why), and for an
 * empty field.
 */
export function drawPreview(m: AdminMatch, draw: DrawRequest): DrawPreview | null {
  const entries: DrawEntry[] = inField(m).flatMap((team) =>
    team.players.map((p) => ({
      id: p.registration_id,
      // As the server draws: a player without an index counts as 54.
      handicapTenths: toTenths(p.handicap ?? 54),
      signupOrder: team.volgnummer,
      preference: p.vroeglaat === 'vroeg' ? 'early' : p.vroeglaat === 'laat' ? 'late' : null,
      teamId: team.id,
    })),
  );
  if (entries.length === 0) return null;
  try {
    const drawn = drawStartList(entries, {
      order: draw.order,
      start: draw.start,
      firstTime: draw.first_time,
      intervalMinutes: draw.interval_minutes,
      playersPerFlight: draw.players_per_flight ?? Math.min(4, m.spelers_per_flight * m.spelers),
      // The course's holes only place a shotgun's flights on holes; the server checks they fit.
      courseHoles: 27,
      ...(draw.second_tee ? { secondTee: draw.second_tee } : {}),
    });
    return {
      players: entries.length,
      flights: drawn.flights.length,
      first: drawn.flights[0]!.time,
      last: drawn.flights.at(-1)!.time,
      notMet: drawn.preferenceNotMet.length,
    };
  } catch (e) {
    if (e instanceof GolfInputError) return null;
    throw e;
  }
}

/** The results as members will read them: placed, and without a score (no card, disqualified). */
export function resultCounts(m: AdminMatch): { placed: number; noScore: number } {
  const placed = m.results.filter((r) => r.status === 'ok').length;
  return { placed, noScore: m.results.length - placed };
}

/** The first start of the drawn list, 'HH:mm'; null before a draw. */
export function firstStart(m: AdminMatch): string | null {
  const times = m.flights.map((f) => f.starttijd).sort();
  return times[0] ?? null;
}

/**
 * What the committee may do now, as the server allows it (match-admin.service.ts), with `now`
 * the club's wall clock ('YYYY-MM-DD HH:mm'). An undo is offered only while it is safe; the server
 * checks again and refuses (409) what changed in the meantime.
 */
export function stepsOf(m: AdminMatch, now: string) {
  const drawn = m.flights.length > 0;
  // The draw needs the window's close behind it (not a window that has not opened yet).
  const signUpOver = !m.open && m.inschrijvingsstop <= now;
  return {
    close: m.open,
    // Only before a draw (a late sign-up would have no start time) and before the match starts.
    reopen: signUpOver && !drawn && !m.verwerkt && m.aanvang > now,
    /** The draw's options are shown: nothing is published or processed yet. */
    drawOptions: !m.verwerkt && !m.startlijst_vrijgegeven,
    draw: signUpOver && !m.verwerkt && !m.startlijst_vrijgegeven,
    publishStartList: drawn && !m.startlijst_vrijgegeven && !m.verwerkt,
    withdrawStartList: m.startlijst_vrijgegeven && !m.verwerkt,
    /** The process button is shown; `process` says whether it may be pressed now. */
    processButton: !m.verwerkt,
    process: !m.verwerkt && !m.open && m.verwerkbaar,
    unprocess: m.verwerkt && !m.publiceer_uitslag,
    publishResults: m.verwerkt && !m.publiceer_uitslag,
    withdrawResults: m.publiceer_uitslag,
  };
}
