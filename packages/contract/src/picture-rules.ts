/**
 * The profile picture's plain constants, apart from the schemas (and zod) so the web can read
 * them without loading any schema.
 */

/**
 * POST /api/uploads/profilepic (spec §7): multipart with one file part `file` (the original
 * picture) and the square to cut from it as text parts `x`, `y`, `size` in pixels of the picture
 * as it is shown (after its EXIF orientation). The server decodes the original, cuts the square
 * and re-encodes it; without the three parts it takes the centre square.
 */
export const PROFILE_PICTURE_FILE_FIELD = 'file';

/** The accepted kinds (spec §5 "Pictures", §9): the file chooser's `accept` and its check. */
export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp', 'gif'] as const;
export const PICTURE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/bmp', 'image/gif'] as const;

/**
 * Limits the server enforces; the web checks the byte size before sending. Set in the units the
 * member reads them in, so every text that names a limit takes it from here.
 */
export const PICTURE_MAX_MB = 15;
export const PICTURE_MAX_MEGAPIXELS = 40;
export const PICTURE_MAX_BYTES = PICTURE_MAX_MB * 1024 * 1024;
export const PICTURE_MAX_PIXELS = PICTURE_MAX_MEGAPIXELS * 1_000_000;
export const PICTURE_MAX_FRAMES = 100;

/** The values the texts naming the limits interpolate: `{{maxMb}}`, `{{maxMegapixels}}`. */
export const PICTURE_LIMIT_VALUES = {
  maxMb: PICTURE_MAX_MB,
  maxMegapixels: PICTURE_MAX_MEGAPIXELS,
} as const;
