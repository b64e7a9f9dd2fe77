import type { BonLine } from '../../db/schema';

/** What a bon says: the part a member pays for. */
export interface BonContent {
  omschrijving: string;
  regels: BonLine[];
  totaal_cents: number;
}

/**
 * Whether a bon says the same as what is asked of it: its description, total and lines in order,
 * compared field by field. Stored as jsonb the lines come back with their keys in another order,
 * so comparing their JSON text would call every bon changed (and give it a new version, which
 * refuses a payment already under way for it).
 */
export function sameContent(bon: BonContent, asked: BonContent): boolean {
  return (
    bon.omschrijving === asked.omschrijving &&
    bon.totaal_cents === asked.totaal_cents &&
    bon.regels.length === asked.regels.length &&
    bon.regels.every(
      (line, i) =>
        line.omschrijving === asked.regels[i]!.omschrijving &&
        line.bedrag_cents === asked.regels[i]!.bedrag_cents,
    )
  );
}
