/**
 * Values stored in integer tenths (handicap index, course rating) go on the wire as numbers with
 * one decimal. Division of an integer by 10 is exact to one decimal in a JSON number.
 */
export const tenthsToNumber = (tenths: number): number => tenths / 10;
