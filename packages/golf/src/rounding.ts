import { GolfInputError } from './errors';

/**
 * Integer division rounded to the nearest integer, .5 toward +infinity (WHS Rule 5.1c and the
 * notes to Rules 5.2 and 6.1: "rounded to the nearest …, with .5 rounded upwards"; −1.55 → −1.5).
 * Both arguments must be integers with |numerator| < 2^52, which keeps the float division exact
 * enough for `floor` to be correct; the engine only feeds it integer tenths products.
 */
export function roundDiv(numerator: number, denominator: number): number {
  if (denominator < 0) {
    numerator = -numerator;
    denominator = -denominator;
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Half of an integer in tenths, to the tenth, .5 up (Rule 6.1b: "half the Handicap Index"). */
export function halfTenths(tenths: number): number {
  return roundDiv(tenths, 2);
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Round a decimal number to `decimals` places the way WHS does (.5 toward +infinity), working on
 * the number's shortest decimal representation so −1.55 really is −1.55 and not −1.5500000000000000444.
 * This is the helper for values typed by people; the engine itself works in integer tenths.
 *
 * @example roundHalfUp(-1.55, 1) === -1.5; roundHalfUp(-2.5) === -2; roundHalfUp(2.45, 1) === 2.5
 */
export function roundHalfUp(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) throw new GolfInputError('NOT_A_NUMBER', 'value');
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
    throw new GolfInputError('OPTION_INVALID', 'decimals');
  }
  const match = DECIMAL.exec(plainDecimal(value));
  if (!match) throw new GolfInputError('NOT_A_NUMBER', 'value');
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length <= decimals) return value;
  const scaled = BigInt(`${sign}${whole}${fraction}`);
  const divisor = 10n ** BigInt(fraction.length - decimals);
  const rounded = floorDivBig(2n * scaled + divisor, 2n * divisor);
  // One correctly rounded division: gives the same double as parsing the decimal literal.
  return Number(rounded) / 10 ** decimals;
}

function floorDivBig(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** The number as a plain decimal string (no exponent), e.g. 1e-7 → "0.0000001". */
function plainDecimal(value: number): string {
  const s = String(value);
  if (!s.includes('e')) return s;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * Read a value with at most one decimal (a Handicap Index, Course Rating or Score Differential) as
 * integer tenths, exactly: 12.3 → 123, −1.5 → −15. Anything with more decimals is an input error
 * rather than something to round silently (0.1 + 0.2 is not a Course Rating).
 */
export function toTenths(value: number, field = 'value'): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new GolfInputError('NOT_A_NUMBER', field);
  }
  if (Number.isInteger(value)) return value * 10;
  const match = DECIMAL.exec(String(value));
  if (!match || (match[3] ?? '').length > 1) {
    throw new GolfInputError('NOT_ONE_DECIMAL', field, `${field} must have at most one decimal`);
  }
  const [, sign = '', whole = '0', fraction = '0'] = match;
  const tenths = Number(whole) * 10 + Number(fraction);
  return sign === '-' ? -tenths : tenths;
}

/** Integer tenths back to the number with one decimal (123 → 12.3); exact for display and JSON. */
export function fromTenths(tenths: number): number {
  return tenths / 10;
}
