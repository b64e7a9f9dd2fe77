import type { NgfOrientation } from '@fairway/contract';
import type { ImageLabels } from './image-labels';
import { text } from './svg';

/** What the federation card shows (the same in both orientations). */
export interface CardContent {
  name: string;
  gsn: string;
  club: string;
  /** The index as the member's language writes it ("18,4", "+1,2"); null before a first index. */
  index: string | null;
  year: number;
}

/** Card size in pixels: the ID-1 card format (85.6 × 54 mm) at about 300 dpi. */
export const CARD_LONG = 1012;
export const CARD_SHORT = 638;

/** Where the barcode goes on the card, for the renderer to place it. */
export interface CardLayout {
  width: number;
  height: number;
  svg: string;
  barcode: { left: number; top: number; width: number; height: number };
}

/**
 * The federation card laid out for one orientation: dark text on white with a green band, large
 * enough to read at a club's desk, and a white quiet zone around the barcode so scanners find it.
 */
export function cardLayout(
  content: CardContent,
  labels: ImageLabels,
  orientation: NgfOrientation,
): CardLayout {
  const landscape = orientation === 'landscape';
  const width = landscape ? CARD_LONG : CARD_SHORT;
  const height = landscape ? CARD_SHORT : CARD_LONG;
  const pad = 40;
  const band = 110;
  const rows: [string, string][] = [
    [labels.name, content.name],
    [labels.gsn, content.gsn],
    [labels.club, content.club],
    [labels.index, content.index ?? '–'],
    [labels.validFor, String(content.year)],
  ];
  const rowHeight = landscape ? 58 : 86;
  const parts = [
    `<rect width="${width}" height="${height}" rx="28" fill="#ffffff"/>`,
    `<rect width="${width}" height="${band}" rx="28" fill="#0b6b3a"/>`,
    `<rect y="${band - 28}" width="${width}" height="28" fill="#0b6b3a"/>`,
    text(pad, 72, labels.cardTitle, { size: 44, weight: 'bold', fill: '#ffffff' }),
  ];
  rows.forEach(([label, value], i) => {
    const y = band + 50 + i * rowHeight;
    if (landscape) {
      parts.push(text(pad, y, label, { size: 24, fill: '#4a4a4a' }));
      parts.push(text(pad + 260, y, value, { size: 30, weight: 'bold' }));
    } else {
      parts.push(text(pad, y, label, { size: 24, fill: '#4a4a4a' }));
      parts.push(text(pad, y + 38, value, { size: 32, weight: 'bold' }));
    }
  });
  const barcodeWidth = width - 2 * pad - 40;
  const barcodeHeight = landscape ? 120 : 170;
  const barcode = {
    left: Math.round((width - barcodeWidth) / 2),
    top: height - pad - barcodeHeight,
    width: barcodeWidth,
    height: barcodeHeight,
  };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    parts.join('') +
    '</svg>';
  return { width, height, svg, barcode };
}
