import { z } from 'zod';

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
