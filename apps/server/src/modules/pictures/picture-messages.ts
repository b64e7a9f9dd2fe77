import { PICTURE_MAX_MB, PICTURE_MAX_MEGAPIXELS } from '@fairway/contract';

// The refusals' sentences name the limits from the picture rules, so a changed limit cannot leave
// a sentence saying the old one.

/** PICTURE_TOO_BIG for a file over the byte limit, from the body or from the multipart reader. */
export const FILE_TOO_LARGE = `the file is larger than ${PICTURE_MAX_MB} MB`;

/** PICTURE_TOO_BIG for a picture over the pixel limit, from its header or from the decoder. */
export const TOO_MANY_PIXELS = `the picture has more than ${PICTURE_MAX_MEGAPIXELS} megapixels`;
