import type { ImageLabels } from './image-labels';
import { text } from './svg';

/** What the WHS summary shows, numbers already written in the member's language. */
export interface WhsContent {
  name: string;
  index: string;
  lowIndex: string | null;
  cap: 'none' | 'soft' | 'hard';
  /** The most recent scores (at most 20), oldest first. */
  scores: { date: string; differential: number; label: string; counts: boolean }[];
}

export const WHS_WIDTH = 800;
export const WHS_HEIGHT = 900;

const PAD = 40;
/** The chart's baseline, and the highest a bar label may reach (just under its heading). */
const CHART_BOTTOM = 800;
const LABELS_TOP = 404;
/**
 * A bar label's size: the image is shown about 358 px wide on a phone (390 px less the page's
 * padding), where 26 px reads as 11.6 px; the 15 px it was read as under 7.
 */
export const BAR_LABEL_SIZE = 26;
/** Space between a label and its bar, and around a label that nothing else may take. */
const LABEL_GAP = 8;
const LABEL_MARGIN = 3;
/** The rows of labels above the tallest bar: room for a label to rise past its neighbour's. */
const LABEL_ROWS = 2;

/**
 * A label's width, from DejaVu Sans' advances in em (the bold ones, a little wider; the server
 * draws with DejaVu Sans): what a differential holds ("+1,2", "54.0"); anything else as wide as
 * the widest of its letters.
 */
export function labelWidth(label: string, size: number): number {
  let em = 0;
  for (const c of label) em += c >= '0' && c <= '9' ? 0.696 : c === ',' || c === '.' ? 0.38 : 0.838;
  return em * size;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Boxes that only touch do not overlap, a rounding error's width included. */
const EPSILON = 0.01;
const overlap = (a: Box, b: Box) =>
  a.left < b.right - EPSILON &&
  b.left < a.right - EPSILON &&
  a.top < b.bottom - EPSILON &&
  b.top < a.bottom - EPSILON;

export interface ChartBar {
  x: number;
  y: number;
  width: number;
  height: number;
  counts: boolean;
}

export interface ChartLabel {
  text: string;
  /** The label's centre and baseline. */
  x: number;
  baseline: number;
  counts: boolean;
  box: Box;
}

/**
 * The bars of the last 20 differentials and the labels that fit. Twenty bars leave 36 px each and
 * a legible label needs about 64, so a label cannot always sit just above its bar: it stays
 * centred on its bar and rises past a neighbour's taller bar or a label placed before it, and is
 * left out when it would rise into the heading. The differentials that count are placed first,
 * then the rest, each newest first, so a crowded chart still names what makes the index.
 */
export function whsChart(scores: WhsContent['scores']): {
  bars: ChartBar[];
  labels: ChartLabel[];
} {
  const slot = (WHS_WIDTH - 2 * PAD) / 20;
  const row = BAR_LABEL_SIZE + LABEL_MARGIN * 2;
  const ascent = 0.76 * BAR_LABEL_SIZE;
  const descent = 0.24 * BAR_LABEL_SIZE;
  const tallest = CHART_BOTTOM - LABELS_TOP - LABEL_GAP - ascent - descent - (LABEL_ROWS - 1) * row;
  const max = Math.max(1, ...scores.map((s) => s.differential));
  // A plus differential (below zero) draws a sliver, its label above it.
  const bars = scores.map((s, i) => {
    const height = Math.max(2, Math.round((tallest * Math.max(0, s.differential) * 10) / max) / 10);
    return {
      x: PAD + i * slot + slot * 0.15,
      y: CHART_BOTTOM - height,
      width: slot * 0.7,
      height,
      counts: s.counts,
    };
  });
  const taken: Box[] = bars.map((b) => ({
    left: b.x,
    right: b.x + b.width,
    top: b.y,
    bottom: CHART_BOTTOM,
  }));
  const order = scores
    .map((s, i) => i)
    .sort((a, b) => Number(scores[b]!.counts) - Number(scores[a]!.counts) || b - a);
  const labels: ChartLabel[] = [];
  for (const i of order) {
    const bar = bars[i]!;
    const x = bar.x + bar.width / 2;
    const half = labelWidth(scores[i]!.label, BAR_LABEL_SIZE) / 2 + LABEL_MARGIN;
    const boxAt = (baseline: number): Box => ({
      left: x - half,
      right: x + half,
      top: baseline - ascent - LABEL_MARGIN,
      bottom: baseline + descent + LABEL_MARGIN,
    });
    // Baselines to a tenth of a pixel, rounded up the image so a label never creeps onto what it
    // has just cleared.
    const up = (y: number) => Math.floor(y * 10 - EPSILON) / 10;
    let baseline = up(bar.y - LABEL_GAP - descent);
    let box = boxAt(baseline);
    for (;;) {
      const hit = taken.find((t) => overlap(t, box));
      if (!hit || box.top < LABELS_TOP || !scores[i]!.counts) break;
      baseline = up(hit.top - descent - LABEL_MARGIN);
      box = boxAt(baseline);
    }
    if (box.top < LABELS_TOP || box.left < 0 || box.right > WHS_WIDTH) continue;
    if (taken.some((t) => overlap(t, box))) continue;
    taken.push(box);
    labels.push({ text: scores[i]!.label, x, baseline, counts: scores[i]!.counts, box });
  }
  return { bars, labels };
}

/**
 * The WHS summary (Rules 5.2, 5.7, 5.8): the index, the low index and the cap that applies, and a
 * bar per score of the last 20 with the differentials that count filled in green.
 */
export function whsSvg(content: WhsContent, labels: ImageLabels): string {
  const pad = PAD;
  const capText =
    content.cap === 'soft'
      ? labels.capSoft
      : content.cap === 'hard'
        ? labels.capHard
        : labels.capNone;
  const parts = [
    `<rect width="${WHS_WIDTH}" height="${WHS_HEIGHT}" fill="#ffffff"/>`,
    `<rect width="${WHS_WIDTH}" height="96" fill="#0b6b3a"/>`,
    text(pad, 62, labels.whsTitle, { size: 40, weight: 'bold', fill: '#ffffff' }),
    text(pad, 150, content.name, { size: 28, fill: '#4a4a4a' }),
    text(pad, 200, labels.index, { size: 26, fill: '#4a4a4a' }),
    text(WHS_WIDTH - pad, 214, content.index, { size: 64, weight: 'bold', anchor: 'end' }),
    text(pad, 270, labels.lowIndex, { size: 26, fill: '#4a4a4a' }),
    text(WHS_WIDTH - pad, 272, content.lowIndex ?? '–', {
      size: 32,
      weight: 'bold',
      anchor: 'end',
    }),
    text(pad, 322, capText, { size: 24, fill: content.cap === 'none' ? '#4a4a4a' : '#a4161a' }),
    text(pad, 390, labels.scores, { size: 26, weight: 'bold' }),
  ];
  const chart = whsChart(content.scores);
  for (const bar of chart.bars) {
    parts.push(
      `<rect x="${bar.x.toFixed(1)}" y="${bar.y.toFixed(1)}" width="${bar.width.toFixed(1)}" height="${bar.height.toFixed(1)}" fill="${bar.counts ? '#0b6b3a' : '#c9c9c9'}"/>`,
    );
  }
  for (const label of chart.labels) {
    parts.push(
      text(label.x, label.baseline, label.text, {
        size: BAR_LABEL_SIZE,
        weight: label.counts ? 'bold' : 'normal',
        fill: label.counts ? '#0b6b3a' : '#4a4a4a',
        anchor: 'middle',
      }),
    );
  }
  parts.push(
    `<line x1="${pad}" y1="${CHART_BOTTOM}" x2="${WHS_WIDTH - pad}" y2="${CHART_BOTTOM}" stroke="#4a4a4a" stroke-width="2"/>`,
  );
  parts.push(`<rect x="${pad}" y="${CHART_BOTTOM + 40}" width="24" height="24" fill="#0b6b3a"/>`);
  parts.push(text(pad + 36, CHART_BOTTOM + 60, labels.counting, { size: 22 }));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WHS_WIDTH}" height="${WHS_HEIGHT}">` +
    parts.join('') +
    '</svg>'
  );
}
