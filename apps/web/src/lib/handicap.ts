/**
 * Formats a handicap index for display with one decimal. The wire carries a plus handicap as a
 * negative number (contract `Relatie.handicap`); golfers write it with a plus sign: -1.2 -> '+1.2'.
 * Returns null when there is no handicap so the caller chooses what to show.
 */
export function formatHandicap(handicap: number | null | undefined): string | null {
  if (handicap === null || handicap === undefined || !Number.isFinite(handicap)) return null;
  // toPrecision drops binary noise first: 10.05 * 10 is 100.49999999999999 in floating point.
  const tenths = Math.round(Number((Math.abs(handicap) * 10).toPrecision(12)));
  const text = (tenths / 10).toFixed(1);
  return handicap < 0 && tenths > 0 ? `+${text}` : text;
}
