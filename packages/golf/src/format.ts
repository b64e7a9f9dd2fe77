import { GolfInputError } from './errors';
import { fromTenths, toTenths } from './rounding';
import { requireInteger } from './validate';

/** Display options: the app shows "12,3" in Dutch, "12.3" in English. */
export interface FormatOptions {
  decimalSeparator?: '.' | ',';
}

/**
 * A handicap value in integer tenths for display, one decimal; plus handicaps (negative internally)
 * get a '+' as golfers write them: −12 → "+1.2", 123 → "12.3", 0 → "0.0".
 */
export function formatHandicapTenths(tenths: number, options: FormatOptions = {}): string {
  const value = requireInteger(tenths, 'tenths');
  const text = unsignedOneDecimal(value, options);
  return value < 0 ? `+${text}` : text;
}

/** |tenths| with one decimal: 123 → "12.3", −5 → "0.5". */
function unsignedOneDecimal(tenths: number, options: FormatOptions): string {
  const magnitude = Math.abs(tenths);
  const whole = Math.floor(magnitude / 10);
  return `${whole}${options.decimalSeparator ?? '.'}${magnitude - whole * 10}`;
}

/** A Handicap Index (or differential) with one decimal for display: −1.2 → "+1.2", 54 → "54.0". */
export function formatHandicap(value: number, options: FormatOptions = {}): string {
  return formatHandicapTenths(toTenths(value), options);
}

/** The minus sign (U+2212) a signed figure is written with, as on a printed card: not a hyphen. */
export const MINUS_SIGN = '\u2212';

/** `text`, a magnitude, with the sign of `value`: '+' above 0, the minus sign below, none at 0. */
const withSign = (value: number, text: string) =>
  value < 0 ? `${MINUS_SIGN}${text}` : value > 0 ? `+${text}` : text;

/**
 * A change of an index with one decimal and its sign, as an explanation writes it (a Rule 5.2a
 * adjustment, an exceptional score reduction): −1 → "−1.0", 0.5 → "+0.5", 0 → "0.0".
 */
export function formatAdjustment(value: number, options: FormatOptions = {}): string {
  const tenths = toTenths(value);
  return withSign(tenths, unsignedOneDecimal(tenths, options));
}

/** A whole number with its sign, formatAdjustment's whole-number twin (against par): +2, 0, −1. */
export function signedTotal(value: number): string {
  return withSign(value, String(Math.abs(value)));
}

/** A Course Rating (one decimal, as the federation publishes it) for display: 71.2 → "71,2". */
export function formatRating(value: number, options: FormatOptions = {}): string {
  const tenths = toTenths(value);
  const text = unsignedOneDecimal(tenths, options);
  return tenths < 0 ? `-${text}` : text;
}

/** A whole-number Course or Playing Handicap for display: −2 → "+2", 18 → "18". */
export function formatCourseHandicap(handicap: number): string {
  const value = requireInteger(handicap, 'handicap');
  return value < 0 ? `+${-value}` : String(value);
}

const HANDICAP_TEXT = /^\s*(\+?)\s*(\d{1,2})(?:[.,](\d))?\s*$/;

/**
 * Read a handicap as golfers type it ("+1.2", "12,3", "18") back into the engine's number
 * (plus handicaps negative). Anything else, including a leading '-', is an input error: in golf a
 * "minus" handicap is not a notation, so guessing would risk the wrong sign.
 */
export function parseHandicap(text: string): number {
  const match = typeof text === 'string' ? HANDICAP_TEXT.exec(text) : null;
  if (!match) throw new GolfInputError('NOT_A_NUMBER', 'handicap', 'not a handicap');
  const [, plus = '', whole = '0', tenth = '0'] = match;
  const tenths = Number(whole) * 10 + Number(tenth);
  return fromTenths(plus === '+' && tenths !== 0 ? -tenths : tenths);
}

/**
 * An amount in integer cents as spec §9 shows money: the nl-NL format ('.' between thousands, ','
 * before the cents) with the euro sign, and whole euros as 'N,-': 1250 → "€ 12,50",
 * 1500 → "€ 15,-", 123456 → "€ 1.234,56", -250 → "€ -2,50". Integer arithmetic only.
 */
export function formatEuroCents(cents: number): string {
  requireInteger(cents, 'cents');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = abs % 100;
  return `€ ${sign}${euros},${rest === 0 ? '-' : String(rest).padStart(2, '0')}`;
}
