import type { MatchBon } from '@fairway/contract';

type Product = { id: number; naam: string; prijs_cents: number };

/**
 * What a sign-up costs, line by line: the match's fee for each player and each product taken at
 * its price. A product the match no longer offers costs nothing, and a match without a fee has no
 * fee line, so a sign-up without lines has nothing to pay. The member's bill, the bon opened for
 * it and the check that a paid sign-up keeps its price all count with this one function.
 */
export function signUpLines(
  match: { naam: string; inschrijfgeld_cents: number },
  players: number,
  taken: readonly { id: number; aantal: number }[],
  products: readonly Product[],
): MatchBon['regels'] {
  const regels: MatchBon['regels'] = [];
  if (match.inschrijfgeld_cents > 0)
    regels.push({
      naam: match.naam,
      aantal: players,
      bedrag_cents: match.inschrijfgeld_cents * players,
    });
  for (const t of taken) {
    const p = products.find((x) => x.id === t.id);
    if (p) regels.push({ naam: p.naam, aantal: t.aantal, bedrag_cents: p.prijs_cents * t.aantal });
  }
  return regels;
}

/**
 * What was paid for one player of a sign-up: the fee on its paid bon's fee line, not the match's
 * fee now (the committee may have changed it since); the fee now only for a bon whose lines were
 * written before they kept it.
 */
export const paidFeePerPlayer = (
  regels: readonly { per_speler_cents?: number }[],
  feeNow: number,
): number => regels.find((r) => r.per_speler_cents !== undefined)?.per_speler_cents ?? feeNow;

/** The sum of a sign-up's lines. */
export const linesTotal = (regels: MatchBon['regels']): number =>
  regels.reduce((sum, r) => sum + r.bedrag_cents, 0);
