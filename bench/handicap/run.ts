/**
 * Handicap replay benchmark: replays the full record of a federation (default 100,000 players × 40
 * cards) with @fairway/golf's replayRecord and prints cards per second (median of the runs) and
 * peak memory. Records are generated with a seeded PRNG in chunks; generation is not timed.
 *
 *   npx tsx bench/handicap/run.ts [--players 100000] [--cards 40] [--runs 5] [--seed 42]
 */
import { replayRecord, type RecordCard, type TeeLayout } from '@fairway/golf';

function arg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a positive integer`);
  return value;
}

const PLAYERS = arg('players', 100_000);
const CARDS = arg('cards', 40);
const RUNS = arg('runs', 5);
const SEED = arg('seed', 42);
const CHUNK = 2_000; // players generated at a time, so memory reflects the engine, not the data

// mulberry32: small, fast, and the same sequence on every machine.
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const PAR_PATTERN = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4]; // par 72
const SI_PATTERN = [7, 11, 15, 1, 3, 13, 17, 5, 9, 8, 16, 4, 12, 2, 14, 18, 6, 10];

function makeTees(): { eighteen: TeeLayout[]; nine: TeeLayout[] } {
  const eighteen: TeeLayout[] = [];
  const nine: TeeLayout[] = [];
  for (let i = 0; i < 60; i++) {
    const slope = 100 + Math.floor(random() * 50);
    const crTenths = 680 + Math.floor(random() * 80);
    eighteen.push({
      holes: 18,
      courseRating: crTenths / 10,
      slopeRating: slope,
      par: 72,
      holePars: PAR_PATTERN,
      strokeIndexes: SI_PATTERN,
    });
    const front = PAR_PATTERN.slice(0, 9);
    nine.push({
      holes: 9,
      courseRating: (340 + Math.floor(random() * 40)) / 10,
      slopeRating: slope,
      par: front.reduce((a, b) => a + b, 0),
      holePars: front,
      strokeIndexes: SI_PATTERN.slice(0, 9),
    });
  }
  return { eighteen, nine };
}

const tees = makeTees();
const BASE_DAY = Date.UTC(2021, 0, 1) / 86_400_000;

function isoDate(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** One player's record: a skill level, cards every 3–20 days, mostly hole by hole. */
function makePlayer(): RecordCard[] {
  const skill = random() * 40; // strokes over par on a typical day
  const cards: RecordCard[] = [];
  let day = BASE_DAY + Math.floor(random() * 200);
  for (let c = 0; c < CARDS; c++) {
    day += 3 + Math.floor(random() * 18);
    const kind = random();
    const tee = kind < 0.15 ? pick(tees.nine) : pick(tees.eighteen);
    const holes = tee.holes === 9 ? 9 : 18;
    const strokes: (number | null)[] = new Array(holes);
    for (let h = 0; h < holes; h++) {
      const par = tee.holePars?.[h] ?? 4;
      const over = Math.max(-1, Math.round((skill / 18) * (0.4 + random() * 1.4) + random() - 0.6));
      strokes[h] = par + over;
    }
    if (holes === 18 && random() < 0.03) strokes[17] = null; // a hole not played
    const card: RecordCard = { date: isoDate(day), tee, strokes };
    if (random() < 0.1) card.pcc = pick([-1, 1, 2]);
    if (random() < 0.03) card.counts = false;
    cards.push(card);
  }
  return cards;
}

const runTimes = new Array<number>(RUNS).fill(0);
let peakHeap = 0;
let checksum = 0;
let cardsTotal = 0;

for (let start = 0; start < PLAYERS; start += CHUNK) {
  const size = Math.min(CHUNK, PLAYERS - start);
  const chunk: RecordCard[][] = [];
  for (let p = 0; p < size; p++) chunk.push(makePlayer());
  cardsTotal += size * CARDS;
  for (let run = 0; run < RUNS; run++) {
    const t0 = process.hrtime.bigint();
    for (let p = 0; p < size; p++) {
      const history = replayRecord(chunk[p] as RecordCard[]);
      if (run === 0) checksum += history[history.length - 1]?.index ?? 0;
    }
    runTimes[run] = (runTimes[run] as number) + Number(process.hrtime.bigint() - t0) / 1e9;
  }
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
}

const sorted = [...runTimes].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] as number;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `players ${PLAYERS} × cards ${CARDS} = ${cardsTotal} cards, ${RUNS} runs, seed ${SEED}`,
);
console.log(`run times (s): ${runTimes.map((t) => t.toFixed(3)).join(', ')}`);
console.log(
  `median: ${median.toFixed(3)} s → ${Math.round(cardsTotal / median).toLocaleString('en-US')} cards/s`,
);
console.log(
  `peak memory: rss ${mb(process.resourceUsage().maxRSS * 1024)}, heap used ${mb(peakHeap)} (sampled per chunk)`,
);
console.log(`checksum (sum of final indexes): ${checksum.toFixed(1)}`);
