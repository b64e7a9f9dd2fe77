import type { TFunction } from 'i18next';
import {
  PICTURE_EXTENSIONS,
  PICTURE_LIMIT_VALUES,
  PICTURE_MAX_BYTES,
  PICTURE_MIME_TYPES,
} from '@fairway/contract';

/** The file chooser's `accept`: the spec's five extensions and their types (spec §5 "Pictures"). */
export const PICTURE_ACCEPT = [
  ...PICTURE_EXTENSIONS.map((e) => `.${e}`),
  ...PICTURE_MIME_TYPES,
].join(',');

export type PictureProblem = 'type' | 'size';

/**
 * Why a chosen file cannot be sent, or null: only jpg, jpeg, png, bmp and gif by their name
 * (the server decides again from the bytes), at most the server's byte limit.
 */
export function pictureProblem(file: { name: string; size: number }): PictureProblem | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(PICTURE_EXTENSIONS as readonly string[]).includes(extension)) return 'type';
  if (file.size === 0 || file.size > PICTURE_MAX_BYTES) return 'size';
  return null;
}

const PROBLEM_KEYS = {
  type: 'upload.onlyTypes',
  size: 'upload.tooLarge',
  unreadable: 'errors.PICTURE_INVALID',
} as const satisfies Record<PictureProblem | 'unreadable', string>;

/** The text for a problem, with the limit it names taken from the picture rules. */
export function pictureProblemMessage(
  t: TFunction,
  problem: PictureProblem | 'unreadable',
): string {
  return t(PROBLEM_KEYS[problem], PICTURE_LIMIT_VALUES);
}

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The square to send from the cropper's area in the picture's pixels: whole pixels, square (the
 * smaller side), and inside the picture, so the server never has to refuse the cropper's rounding.
 */
export function squareOf(area: Area, image: { width: number; height: number }) {
  const size = Math.max(
    1,
    Math.min(Math.round(Math.min(area.width, area.height)), image.width, image.height),
  );
  const clamp = (v: number, max: number) => Math.min(Math.max(0, Math.round(v)), max - size);
  return { x: clamp(area.x, image.width), y: clamp(area.y, image.height), size };
}
