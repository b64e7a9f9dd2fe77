import {
  DECIMAL_SEPARATOR,
  formatAdjustment,
  formatHandicap as formatIndex,
  formatRating as formatRatingIn,
  resolveLanguage,
  roundHalfUp,
} from '@fairway/golf';
import { useTranslation } from 'react-i18next';

/** The decimal separator of a language as its readers write it: "17,5" in Dutch and Estonian. */
export function decimalSeparator(language: string): '.' | ',' {
  return DECIMAL_SEPARATOR[resolveLanguage(language)];
}

/**
 * A Handicap Index for display in `language`, one decimal, a plus handicap (negative on the wire,
 * contract `Relatie.handicap`) with a plus sign: -1.2 -> "+1,2" in Dutch. Null when there is none,
 * so the caller chooses what to show. A value with more decimals is rounded the WHS way first.
 */
export function formatHandicap(
  handicap: number | null | undefined,
  language: string,
): string | null {
  if (handicap === null || handicap === undefined || !Number.isFinite(handicap)) return null;
  return formatIndex(roundHalfUp(handicap, 1), { decimalSeparator: decimalSeparator(language) });
}

/** A Course Rating (one decimal as the federation publishes it) for display in `language`. */
export function formatRating(rating: number, language: string): string {
  return formatRatingIn(roundHalfUp(rating, 1), { decimalSeparator: decimalSeparator(language) });
}

export interface GolfFormat {
  handicap: (handicap: number | null | undefined) => string | null;
  rating: (rating: number) => string;
  /** A signed change of an index (an adjustment, a reduction): "−1,0". */
  adjustment: (value: number) => string;
}

/** The formatters in the language the app speaks now; components re-render when it changes. */
export function useGolfFormat(): GolfFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    handicap: (handicap: number | null | undefined) => formatHandicap(handicap, language),
    rating: (rating: number) => formatRating(rating, language),
    adjustment: (value: number) =>
      formatAdjustment(roundHalfUp(value, 1), { decimalSeparator: decimalSeparator(language) }),
  };
}
