import { describe, expect, it } from 'vitest';
import { formatHandicapTenths } from '@fairway/golf';
import type { ImageLabels } from './image-labels';
import { WHS_WIDTH, whsSvg, type WhsContent } from './whs-summary';

/**
 * The bar labels of the WHS summary as a member reads them: the image is shown about 358 px wide
 * on a 390 px phone (the page's 16 px padding either side), so every size in it is read at
 * 358/800 of what is drawn.
 */
const DISPLAY_SCALE = 358 / WHS_WIDTH;

const LABELS = {
  whsTitle: 'WHS',
  index: 'Handicap index',
  lowIndex: 'Low index',
  capNone: 'Geen cap',
  capSoft: 'Soft cap',
  capHard: 'Hard cap',
  scores: 'Laatste 20 scores',
  counting: 'Telt mee',
} as ImageLabels;

/** DejaVu Sans advance widths (em) of what a label holds, the bold ones: the widest case. */
const ADVANCE: Record<string, number> = { ',': 0.38, '.': 0.38, '+': 0.838 };
const advance = (c: string) => ADVANCE[c] ?? 0.696;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The chart's texts and bars, read back from the SVG: what librsvg will draw. */
function chart(svg: string) {
  const labels = [
    ...svg.matchAll(
      /<text x="([\d.]+)" y="([\d.]+)"[^>]*font-size="([\d.]+)"[^>]*text-anchor="(\w+)">([^<]*)<\/text>/g,
    ),
  ]
    .map(([, x, y, size, anchor, text]) => {
      const s = Number(size);
      const width = [...text!].reduce((w, c) => w + advance(c) * s, 0);
      const left =
        anchor === 'middle'
          ? Number(x) - width / 2
          : anchor === 'end'
            ? Number(x) - width
            : Number(x);
      return {
        text: text!,
        size: s,
        box: { left, right: left + width, top: Number(y) - 0.76 * s, bottom: Number(y) + 0.24 * s },
      };
    })
    // The bar labels: the texts between the chart's heading and its baseline.
    .filter((l) => l.box.top > 400 && l.box.bottom < 820);
  const bars = [
    ...svg.matchAll(
      /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="(#0b6b3a|#c9c9c9)"\/>/g,
    ),
  ]
    .map(([, x, y, w, h]) => ({
      left: Number(x),
      right: Number(x) + Number(w),
      top: Number(y),
      bottom: Number(y) + Number(h),
    }))
    .filter((b) => b.bottom <= 800);
  return { labels, bars };
}

/** A record of differentials (tenths), the 8 lowest counting, as the service builds it. */
function content(tenths: number[]): WhsContent {
  const counting = new Set(
    tenths
      .map((d, i) => [d, i] as const)
      .sort((a, b) => a[0] - b[0])
      .slice(0, 8)
      .map(([, i]) => i),
  );
  return {
    name: 'Jan Demo',
    index: '18,4',
    lowIndex: '17,9',
    cap: 'none',
    scores: tenths.map((d, i) => ({
      date: '2026-01-01',
      differential: d / 10,
      label: formatHandicapTenths(d, { decimalSeparator: ',' }),
      counts: counting.has(i),
    })),
  };
}

/** A fixed stream of numbers, so the generated records are the same on every run. */
function numbers(seed: number) {
  let s = seed;
  return (lo: number, hi: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return lo + (s % (hi - lo + 1));
  };
}

const RECORDS: [string, number[]][] = [
  [
    'a typical record',
    [
      203, 203, 181, 224, 198, 251, 172, 210, 199, 234, 168, 201, 247, 185, 192, 222, 179, 215, 263,
      -12,
    ],
  ],
  ['twenty equal scores', Array.from({ length: 20 }, () => 203)],
  ['tall and short bars in turn', Array.from({ length: 20 }, (_, i) => (i % 2 ? 540 : 12))],
  [
    'plus differentials and a 54',
    [-35, -12, 540, 0, 5, 123, 999, -1, 203, 203, 401, 402, 403, 100, 99, 98, 540, 541, 12, 13],
  ],
  ['a first few scores', [183, 240, 199]],
  ...Array.from({ length: 30 }, (_, n): [string, number[]] => {
    const next = numbers(n + 1);
    return [`generated record ${n + 1}`, Array.from({ length: next(1, 20) }, () => next(-50, 560))];
  }),
];

describe('the WHS summary bar labels', () => {
  it.each(RECORDS)('are legible on a phone: %s', (_, tenths) => {
    const { labels } = chart(whsSvg(content(tenths), LABELS));
    expect(labels.length).toBeGreaterThan(0);
    for (const l of labels) expect(l.size * DISPLAY_SCALE).toBeGreaterThanOrEqual(11);
  });

  it.each(RECORDS)('never overlap each other or a bar: %s', (_, tenths) => {
    const { labels, bars } = chart(whsSvg(content(tenths), LABELS));
    expect(bars).toHaveLength(tenths.length);
    for (const [i, a] of labels.entries()) {
      expect(a.box.left, a.text).toBeGreaterThanOrEqual(0);
      expect(a.box.right, a.text).toBeLessThanOrEqual(WHS_WIDTH);
      for (const b of labels.slice(i + 1))
        expect(overlaps(a.box, b.box), `${a.text} and ${b.text}`).toBe(false);
      for (const bar of bars) expect(overlaps(a.box, bar), `${a.text} on a bar`).toBe(false);
    }
  });

  it('names every differential that counts in a typical record', () => {
    const record = RECORDS[0]![1];
    const { labels } = chart(whsSvg(content(record), LABELS));
    const counting = content(record)
      .scores.filter((s) => s.counts)
      .map((s) => s.label);
    expect(labels.map((l) => l.text)).toEqual(expect.arrayContaining(counting));
  });
});
