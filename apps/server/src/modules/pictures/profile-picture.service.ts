import { randomBytes } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { decode as decodeBmp } from 'bmp-ts';
import {
  PICTURE_MAX_BYTES,
  PICTURE_MAX_FRAMES,
  PICTURE_MAX_PIXELS,
  type PictureCrop,
  type ProfilePictureResponse,
} from '@fairway/contract';
import { afterCommit, withinRequestTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import { DecodeGate, type Place } from './decode-gate';
import { PictureBytesError, readPictureBytes, type PictureKind } from './picture-bytes';
import { FILE_TOO_LARGE, TOO_MANY_PIXELS } from './picture-messages';
import type { PictureStore } from './picture-store';
import type { FotoUrls, PicturesRepository } from './pictures.repository';

/** Spec §3's foto fields and the square each is drawn at (never enlarged beyond the crop). */
export const PICTURE_SIZES = [
  { field: 'foto_mob_sm_url', suffix: 'sm', px: 96 },
  { field: 'foto_mob_url', suffix: 'mob', px: 256 },
  { field: 'foto_mob_lg_url', suffix: 'lg', px: 512 },
  { field: 'foto_lg_url', suffix: 'xl', px: 1024 },
] as const satisfies readonly { field: keyof FotoUrls; suffix: string; px: number }[];

const URL_PREFIX = '/api/pictures/';

/** The longer side of a picture kept whole (a news post's): shown at most a screen wide. */
export const WHOLE_PICTURE_MAX_PX = 1600;

/**
 * How a picture is drawn: cut to a square (the member's, or the middle one) at the four sizes, or
 * kept whole in its own proportions as one file (a news post's, unless a square is chosen).
 */
export type PictureShape = 'square' | 'whole';

// Every upload is a new picture: libvips' operation cache (up to 50 MB, process-wide) would only
// keep pixels that are never asked for again.
sharp.cache(false);

/** A picture cut and re-encoded, ready to store: one JPEG per size. */
export interface RenderedPicture {
  files: { field: keyof FotoUrls; suffix: string; bytes: Buffer }[];
}

const tooBig = (message: string) => new AppError('PICTURE_TOO_BIG', message);
const invalid = (message: string) => new AppError('PICTURE_INVALID', message);
/** A decoder's failure as the member's problem: too many pixels, or a file it cannot read. */
const failure = (err: unknown, kind: string) =>
  err instanceof AppError
    ? err
    : err instanceof Error && /pixel limit/i.test(err.message)
      ? tooBig(TOO_MANY_PIXELS)
      : invalid(`the ${kind} file cannot be read`);

/**
 * The member's own picture (spec §5 "Pictures", §7 POST /api/uploads/profilepic): the upload is
 * checked from its bytes, decoded, cut to the square the member chose, drawn at the four sizes
 * as new JPEGs without metadata, and stored under new names; the old files go once the new ones
 * are the member's. The upload itself is never stored or served. Decoding waits its turn at the
 * process's `DecodeGate`.
 */
export class ProfilePictureService {
  constructor(
    private readonly repo: PicturesRepository,
    private readonly store: PictureStore,
    private readonly gate: DecodeGate = new DecodeGate(),
  ) {}

  /** A place for one upload, taken before its bytes are read; 503 SERVER_BUSY when none is free. */
  admit(): Place {
    return this.gate.enter();
  }

  /**
   * Checks the bytes, then decodes, cuts and re-encodes in `place`'s turn; a 4xx naming the
   * problem for anything else. A file refused by its bytes never waits for a decoder.
   */
  async render(
    bytes: Buffer,
    crop: PictureCrop | undefined,
    place: Place,
    shape: PictureShape = 'square',
  ): Promise<RenderedPicture> {
    if (bytes.length > PICTURE_MAX_BYTES) throw tooBig(FILE_TOO_LARGE);
    let facts;
    try {
      facts = readPictureBytes(bytes);
    } catch (err) {
      if (!(err instanceof PictureBytesError)) throw err;
      throw err.reason === 'type'
        ? new AppError('PICTURE_TYPE', err.message)
        : invalid(err.message);
    }
    if (facts.width !== undefined && facts.height !== undefined) {
      if (facts.width * facts.height > PICTURE_MAX_PIXELS) throw tooBig(TOO_MANY_PIXELS);
    }
    if ((facts.frames ?? 0) > PICTURE_MAX_FRAMES)
      throw tooBig(`the picture has more than ${PICTURE_MAX_FRAMES} frames`);
    const kind = facts.kind;
    return place.run(() =>
      shape === 'whole' && crop === undefined
        ? this.drawWhole(bytes, kind)
        : this.draw(bytes, kind, crop),
    );
  }

  /** Decodes, cuts and re-encodes: the work the gate limits. */
  private async draw(
    bytes: Buffer,
    kind: PictureKind,
    crop: PictureCrop | undefined,
  ): Promise<RenderedPicture> {
    const input = kind === 'bmp' ? this.bmpInput(bytes) : this.sharpInput(bytes);
    let shown: { width: number; height: number };
    try {
      const meta = await input.clone().metadata();
      shown = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
    } catch (err) {
      throw failure(err, kind);
    }
    if (shown.width * shown.height > PICTURE_MAX_PIXELS) throw tooBig(TOO_MANY_PIXELS);
    const side = Math.min(shown.width, shown.height);
    const square = crop ?? {
      x: Math.floor((shown.width - side) / 2),
      y: Math.floor((shown.height - side) / 2),
      size: side,
    };
    if (square.x + square.size > shown.width || square.y + square.size > shown.height)
      throw new AppError('VALIDATION', 'the square lies outside the picture', [
        { field: 'size', message: `the picture is ${shown.width} x ${shown.height}` },
      ]);

    let base: { data: Buffer; info: OutputInfo };
    try {
      base = await input
        .autoOrient()
        .extract({ left: square.x, top: square.y, width: square.size, height: square.size })
        .resize(1024, 1024, { fit: 'fill', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (err) {
      throw failure(err, kind);
    }
    const raw = {
      raw: { width: base.info.width, height: base.info.height, channels: base.info.channels },
    };
    // One size after the other: a decode holds one of libuv's four threads, not all of them, so
    // file reads, password hashes and the other decodes still find one.
    const files: RenderedPicture['files'] = [];
    for (const s of PICTURE_SIZES) {
      files.push({
        field: s.field,
        suffix: s.suffix,
        // No withMetadata(): sharp writes no EXIF, ICC or XMP from the upload.
        bytes: await sharp(base.data, raw)
          .resize(s.px, s.px, { fit: 'fill', withoutEnlargement: true })
          .jpeg({ quality: 82, progressive: true, mozjpeg: true })
          .toBuffer(),
      });
    }
    return { files };
  }

  /** Decodes and re-encodes the whole picture, its longer side at most WHOLE_PICTURE_MAX_PX. */
  private async drawWhole(bytes: Buffer, kind: PictureKind): Promise<RenderedPicture> {
    const input = kind === 'bmp' ? this.bmpInput(bytes) : this.sharpInput(bytes);
    try {
      const jpeg = await input
        .autoOrient()
        .resize(WHOLE_PICTURE_MAX_PX, WHOLE_PICTURE_MAX_PX, {
          fit: 'inside',
          withoutEnlargement: true,
        })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .jpeg({ quality: 82, progressive: true, mozjpeg: true })
        .toBuffer();
      return { files: [{ field: 'foto_lg_url', suffix: 'xl', bytes: jpeg }] };
    } catch (err) {
      throw failure(err, kind);
    }
  }

  private sharpInput(bytes: Buffer): Sharp {
    // One frame only (an animated GIF becomes its first frame); the pixel limit is checked by
    // libvips before it decodes; a truncated or corrupt file is an error, not a grey picture.
    return sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS, pages: 1, failOn: 'truncated' });
  }

  /**
   * sharp (libvips) reads no BMP: bmp-ts (pure TypeScript, MIT, no dependencies) decodes it to
   * RGBA, after readPictureBytes checked its declared size against the pixel limit. BMP alpha is
   * unreliable (24-bit files decode with alpha 0), so every pixel is made opaque.
   */
  private bmpInput(bytes: Buffer): Sharp {
    let image;
    try {
      image = decodeBmp(bytes, { toRGBA: true });
    } catch {
      throw invalid('the bmp file cannot be read');
    }
    const { width, height, data } = image;
    if (data.length !== width * Math.abs(height) * 4) throw invalid('the bmp file cannot be read');
    for (let i = 3; i < data.length; i += 4) data[i] = 255;
    return sharp(data, {
      raw: { width, height: Math.abs(height), channels: 4 },
      limitInputPixels: PICTURE_MAX_PIXELS,
    });
  }

  /**
   * Stores the rendered picture as the member's, under new names; answers the new URLs. The
   * replaced files are removed after the change commits (with an Idempotency-Key the request
   * runs in one transaction), so a failed change leaves the old picture whole.
   */
  async replace(auth: Auth, picture: RenderedPicture): Promise<ProfilePictureResponse> {
    const player = await this.repo.playerOf(auth.clubId, auth.relatieId);
    if (player === undefined) throw notFound('member');
    const token = randomBytes(16).toString('base64url');
    const names = picture.files.map((f) => ({ ...f, name: `${player}/${token}-${f.suffix}.jpg` }));
    await Promise.all(names.map((f) => this.store.put(f.name, f.bytes)));
    const urls = Object.fromEntries(names.map((f) => [f.field, URL_PREFIX + f.name])) as {
      [K in keyof FotoUrls]: string;
    };
    let old: FotoUrls;
    try {
      old = await this.repo.replace(player, urls);
    } catch (err) {
      await Promise.all(names.map((f) => this.store.remove(f.name)));
      throw err;
    }
    // With an Idempotency-Key the change commits with the key's answer: the old files go after.
    if (withinRequestTransaction())
      afterCommit(() => {
        void this.removeOld(player, old);
      });
    else await this.removeOld(player, old);
    return { status: 'success', ...urls };
  }

  private async removeOld(player: number, old: FotoUrls): Promise<void> {
    for (const url of Object.values(old)) {
      const name = url?.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : null;
      // Only our own files of this player (a URL from elsewhere, e.g. imported, stays).
      if (name?.startsWith(`${player}/`)) await this.store.remove(name).catch(() => undefined);
    }
  }

  /** A stored picture for a member of the viewer's club; 404 for anyone else's. */
  async read(auth: Auth, player: number, name: string): Promise<Buffer> {
    if (!(await this.repo.inClub(auth.clubId, player))) throw notFound('picture');
    const bytes = await this.store.get(`${player}/${name}`);
    if (!bytes) throw notFound('picture');
    return bytes;
  }
}
