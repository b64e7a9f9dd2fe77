/**
 * What an uploaded file is, read from its own bytes (never its name or Content-Type): the four
 * kinds spec §5 "Pictures" accepts, where the image ends, and the sizes its header declares. Pure
 * and synchronous, so a file can be refused before any decoder allocates memory for it.
 */

export type PictureKind = 'jpeg' | 'png' | 'gif' | 'bmp';

export interface PictureFacts {
  kind: PictureKind;
  /** Offset just past the image's end marker (JPEG EOI, PNG IEND, GIF trailer, BMP file size). */
  end: number;
  /** Sizes from the header where the format declares them before the pixels (GIF, BMP). */
  width?: number;
  height?: number;
  /** GIF: the number of frames. */
  frames?: number;
}

/** Why a file is not a picture we take; the service turns each into a refusal. */
export class PictureBytesError extends Error {
  constructor(
    readonly reason: 'empty' | 'type' | 'broken' | 'trailing',
    message: string,
  ) {
    super(message);
  }
}

const startsWith = (b: Buffer, sig: number[]) => sig.every((v, i) => b[i] === v);

/** The kind from the magic bytes, or null. */
export function sniffKind(b: Buffer): PictureKind | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.toString('latin1', 0, 6))) return 'gif';
  if (b.length >= 26 && b[0] === 0x42 && b[1] === 0x4d) return 'bmp';
  return null;
}

function jpegEnd(b: Buffer): number | null {
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return null;
    const m = b[i + 1]!;
    if (m === 0xff) {
      i += 1; // fill byte before a marker
      continue;
    }
    if (m === 0xd9) return i + 2;
    if ((m >= 0xd0 && m <= 0xd7) || m === 0x01) {
      i += 2;
      continue;
    }
    if (i + 4 > b.length) return null;
    const len = b.readUInt16BE(i + 2);
    if (len < 2) return null;
    i += 2 + len;
    if (m === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
      while (i + 1 < b.length) {
        if (b[i] === 0xff) {
          const n = b[i + 1]!;
          if (n === 0x00 || (n >= 0xd0 && n <= 0xd7)) {
            i += 2;
            continue;
          }
          if (n !== 0xff) break;
        }
        i += 1;
      }
    }
  }
  return null;
}

function pngEnd(b: Buffer): number | null {
  let i = 8;
  while (i + 12 <= b.length) {
    const len = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    const next = i + 12 + len;
    if (next > b.length) return null;
    if (type === 'IEND') return next;
    i = next;
  }
  return null;
}

/** Skips GIF data sub-blocks from `i`; the offset after the terminator, or null. */
function skipSubBlocks(b: Buffer, i: number): number | null {
  while (i < b.length) {
    const size = b[i]!;
    i += 1;
    if (size === 0) return i;
    i += size;
  }
  return null;
}

function gifFacts(b: Buffer): PictureFacts | null {
  if (b.length < 13) return null;
  const width = b.readUInt16LE(6);
  const height = b.readUInt16LE(8);
  const flags = b[10]!;
  let i = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let frames = 0;
  while (i < b.length) {
    const block = b[i]!;
    if (block === 0x3b) return { kind: 'gif', end: i + 1, width, height, frames };
    if (block === 0x21) {
      const next = skipSubBlocks(b, i + 2);
      if (next === null) return null;
      i = next;
    } else if (block === 0x2c) {
      if (i + 10 > b.length) return null;
      frames += 1;
      const local = b[i + 9]!;
      i += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      const next = skipSubBlocks(b, i + 1); // after the LZW minimum code size
      if (next === null) return null;
      i = next;
    } else return null;
  }
  return null;
}

function bmpFacts(b: Buffer): PictureFacts | null {
  const declared = b.readUInt32LE(2);
  const header = b.readUInt32LE(14);
  if (header < 40 || b.length < 14 + header) return null;
  const width = b.readInt32LE(18);
  const height = Math.abs(b.readInt32LE(22));
  if (width <= 0 || height <= 0) return null;
  // Some writers leave the file size 0; then the file is taken as it is.
  return { kind: 'bmp', end: declared === 0 ? b.length : declared, width, height };
}

/**
 * The facts of a file, or why it is refused: empty, not one of the four kinds, broken (its
 * structure cannot be followed to its end), or carrying bytes after the image's end (a polyglot:
 * a picture that is also a ZIP, PDF or script; a camera's appended extras are refused the same way).
 */
export function readPictureBytes(b: Buffer): PictureFacts {
  if (b.length === 0) throw new PictureBytesError('empty', 'the file is empty');
  const kind = sniffKind(b);
  if (!kind)
    throw new PictureBytesError('type', 'the file is not a jpg, jpeg, png, bmp or gif picture');
  let facts: PictureFacts | null;
  if (kind === 'jpeg') {
    const end = jpegEnd(b);
    facts = end === null ? null : { kind, end };
  } else if (kind === 'png') {
    const end = pngEnd(b);
    facts = end === null ? null : { kind, end };
  } else if (kind === 'gif') facts = gifFacts(b);
  else facts = bmpFacts(b);
  if (!facts) throw new PictureBytesError('broken', `the ${kind} file is damaged or cut short`);
  if (facts.end > b.length)
    throw new PictureBytesError('broken', `the ${kind} file is damaged or cut short`);
  if (facts.end < b.length)
    throw new PictureBytesError(
      'trailing',
      `the ${kind} file carries other data after the picture`,
    );
  return facts;
}
