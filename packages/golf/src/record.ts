/** Most recent Score Differentials a Handicap Index is calculated from (Rule 5.2b). */
export const RECORD_SIZE = 20;

// The scoring record being worked on: the most recent 20 differentials (tenths, including any
// exceptional score reductions) with their card positions, kept sorted by value and then by card,
// so the lowest ones are always at the front. Module-level because the engine is synchronous and
// a federation-wide replay must not allocate per card; every user starts with clearRecord().
const values = new Int32Array(RECORD_SIZE);
const cards = new Int32Array(RECORD_SIZE);
let size = 0;
let evictedValue = 0;
let evictedCard = -1;

export function clearRecord(): void {
  size = 0;
  evictedCard = -1;
}

export function recordSize(): number {
  return size;
}

/** Value (tenths) of the i-th lowest differential. */
export function recordValue(i: number): number {
  return values[i] as number;
}

/** Card position of the i-th lowest differential. */
export function recordCard(i: number): number {
  return cards[i] as number;
}

function insert(value: number, card: number): void {
  let p = size;
  // Ties go by card order, so of two equal differentials the older one is "lower".
  while (
    p > 0 &&
    ((values[p - 1] as number) > value ||
      (values[p - 1] === value && (cards[p - 1] as number) > card))
  ) {
    values[p] = values[p - 1] as number;
    cards[p] = cards[p - 1] as number;
    p--;
  }
  values[p] = value;
  cards[p] = card;
  size++;
}

function removeAt(i: number): void {
  for (let k = i + 1; k < size; k++) {
    values[k - 1] = values[k] as number;
    cards[k - 1] = cards[k] as number;
  }
  size--;
}

/**
 * Add the newest differential; with 20 already in the record the oldest (lowest card position)
 * leaves, since only the most recent 20 count (Rule 5.2b).
 */
export function addToRecord(value: number, card: number): void {
  evictedCard = -1;
  if (size === RECORD_SIZE) {
    let oldest = 0;
    for (let i = 1; i < size; i++) if ((cards[i] as number) < (cards[oldest] as number)) oldest = i;
    evictedValue = values[oldest] as number;
    evictedCard = cards[oldest] as number;
    removeAt(oldest);
  }
  insert(value, card);
}

/** Take back the last addToRecord (a beginner's score that is refused), restoring any evicted one. */
export function undoAdd(card: number): void {
  for (let i = 0; i < size; i++) {
    if (cards[i] === card) {
      removeAt(i);
      break;
    }
  }
  if (evictedCard >= 0) insert(evictedValue, evictedCard);
  evictedCard = -1;
}

/** Rule 5.9: an exceptional score reduction applies to every differential in the record. */
export function reduceRecord(tenths: number): void {
  for (let i = 0; i < size; i++) values[i] = (values[i] as number) + tenths;
}
