import { z } from 'zod';

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

/** Limits the server enforces; the web checks the byte size before sending. */
export const PICTURE_MAX_BYTES = 15 * 1024 * 1024;
export const PICTURE_MAX_PIXELS = 40_000_000;
export const PICTURE_MAX_FRAMES = 100;

export const PictureCrop = z.object({
  x: z.coerce.number().int().min(0),
  y: z.coerce.number().int().min(0),
  size: z.coerce.number().int().min(1),
});
export type PictureCrop = z.infer<typeof PictureCrop>;

/** The four sizes of spec §3's foto fields, each a new URL per upload. */
export const ProfilePictureResponse = z.object({
  status: z.literal('success'),
  foto_mob_sm_url: z.string(),
  foto_mob_url: z.string(),
  foto_mob_lg_url: z.string(),
  foto_lg_url: z.string(),
});
export type ProfilePictureResponse = z.infer<typeof ProfilePictureResponse>;

export const PictureParams = z.object({
  player: z.coerce.number().int().min(1).max(2_147_483_647),
  name: z.string().regex(/^[A-Za-z0-9_-]{22}-(sm|mob|lg|xl)\.jpg$/, 'not a picture name'),
});
