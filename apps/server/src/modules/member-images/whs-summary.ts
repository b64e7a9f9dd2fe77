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

/**
 * The WHS summary (Rules 5.2, 5.7, 5.8): the index, the low index and the cap that applies, and a
 * bar per score of the last 20 with the differentials that count filled in green.
 */
export function whsSvg(content: WhsContent, labels: ImageLabels): string {
  const pad = 40;
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
  // Bars from a common baseline; a plus differential (below zero) draws no bar, only its label.
  const top = 420;
  const bottom = 800;
  const chartWidth = WHS_WIDTH - 2 * pad;
  const slot = chartWidth / 20;
  const max = Math.max(1, ...content.scores.map((s) => s.differential));
  content.scores.forEach((s, i) => {
    const h = Math.max(2, ((bottom - top - 40) * Math.max(0, s.differential)) / max);
    const x = pad + i * slot + slot * 0.15;
    const w = slot * 0.7;
    const fill = s.counts ? '#0b6b3a' : '#c9c9c9';
    parts.push(
      `<rect x="${x.toFixed(1)}" y="${(bottom - h).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"/>`,
    );
    parts.push(
      text(x + w / 2, bottom - h - 8, s.label, {
        size: 15,
        weight: s.counts ? 'bold' : 'normal',
        anchor: 'middle',
      }),
    );
  });
  parts.push(
    `<line x1="${pad}" y1="${bottom}" x2="${WHS_WIDTH - pad}" y2="${bottom}" stroke="#4a4a4a" stroke-width="2"/>`,
  );
  parts.push(`<rect x="${pad}" y="${bottom + 40}" width="24" height="24" fill="#0b6b3a"/>`);
  parts.push(text(pad + 36, bottom + 60, labels.counting, { size: 22 }));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WHS_WIDTH}" height="${WHS_HEIGHT}">` +
    parts.join('') +
    '</svg>'
  );
}
