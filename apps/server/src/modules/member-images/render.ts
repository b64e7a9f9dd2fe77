import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { cardLayout, type CardContent } from './ngf-card';
import type { ImageLabels } from './image-labels';
import type { NgfOrientation } from '@fairway/contract';

/**
 * The federation card as PNG: the layout drawn by sharp (librsvg), the GSN as a Code 128 barcode
 * from bwip-js placed on it, scaled to fit its box without stretching the bars unevenly.
 */
export async function renderCard(
  content: CardContent,
  labels: ImageLabels,
  orientation: NgfOrientation,
): Promise<Buffer> {
  const layout = cardLayout(content, labels, orientation);
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: content.gsn,
    scale: 4,
    height: 14,
    includetext: true,
    textxalign: 'center',
    paddingwidth: 10,
    paddingheight: 6,
    backgroundcolor: 'ffffff',
  });
  const meta = await sharp(barcode).metadata();
  // Whole-number scaling keeps every bar the same width, which scanners need.
  const scale = Math.max(
    1,
    Math.min(
      Math.floor(layout.barcode.width / (meta.width ?? 1)),
      Math.floor(layout.barcode.height / (meta.height ?? 1)),
    ),
  );
  const bw = (meta.width ?? 1) * scale;
  const bh = (meta.height ?? 1) * scale;
  const scaled =
    scale === 1
      ? barcode
      : await sharp(barcode).resize(bw, bh, { kernel: 'nearest' }).png().toBuffer();
  return sharp(Buffer.from(layout.svg))
    .composite([
      {
        input: scaled,
        left: layout.barcode.left + Math.floor((layout.barcode.width - bw) / 2),
        top: layout.barcode.top + Math.floor((layout.barcode.height - bh) / 2),
      },
    ])
    .png()
    .toBuffer();
}

/** An SVG laid out in code, as PNG. */
export function renderSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}
