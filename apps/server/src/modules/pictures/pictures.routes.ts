import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PICTURE_MAX_BYTES,
  PROFILE_PICTURE_FILE_FIELD,
  PictureCrop,
  PictureParams,
  ProfilePictureResponse,
  errorResponses,
} from '@fairway/contract';
import { AppError } from '../../errors';
import { requireAuth } from '../../plugins/session';
import type { RateLimiter, RateRule } from '../rate-limit';
import { FILE_TOO_LARGE } from './picture-messages';
import type { ProfilePictureService, RenderedPicture } from './profile-picture.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The upload of POST /api/uploads/profilepic, rendered before the handler runs. */
    profilePicture?: RenderedPicture;
  }
}

/** A new name per upload: the bytes under a name never change, so the browser keeps them. */
export function sendPicture(reply: FastifyReply, bytes: Buffer) {
  return reply
    .header('cache-control', 'private, max-age=31536000, immutable')
    .removeHeader('pragma')
    .removeHeader('expires')
    .type('image/jpeg')
    .send(bytes);
}

const CROP_FIELDS = ['x', 'y', 'size'] as const;

/**
 * Pictures per member: a member who changes their picture twenty times in an hour has what they
 * need; more is someone making the server decode. Every upload counts, refused ones too (each was
 * read, most were decoded), and going over waits out the hour.
 */
export const PICTURE_UPLOAD_LIMIT: RateRule = {
  limit: 20,
  windowMs: 60 * 60_000,
  lockoutMs: 60 * 60_000,
  maxLockoutMs: 60 * 60_000,
  memoryMs: 0,
};

/** The one file and the crop's three numbers from the multipart body; 4xx for anything else. */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ file: Buffer; crop?: PictureCrop }> {
  if (!request.isMultipart())
    throw new AppError('VALIDATION', 'send the picture as multipart/form-data', [
      { field: PROFILE_PICTURE_FILE_FIELD, message: 'required' },
    ]);
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 3, parts: 4, fieldSize: 32 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== PROFILE_PICTURE_FILE_FIELD) {
          part.file.resume();
          throw new AppError('VALIDATION', `unknown file part ${part.fieldname}`);
        }
        file = await part.toBuffer();
      } else if ((CROP_FIELDS as readonly string[]).includes(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      } else throw new AppError('VALIDATION', `unknown part ${part.fieldname}`);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PICTURE_TOO_BIG', FILE_TOO_LARGE);
    if (code?.startsWith('FST_') && (err as { statusCode?: number }).statusCode === 413)
      throw new AppError('VALIDATION', 'send one picture and the crop x, y and size only');
    throw new AppError('VALIDATION', 'the multipart body cannot be read');
  }
  if (!file)
    throw new AppError('VALIDATION', 'no picture sent', [
      { field: PROFILE_PICTURE_FILE_FIELD, message: 'required' },
    ]);
  const given = CROP_FIELDS.filter((f) => f in fields);
  if (given.length === 0) return { file };
  const crop = PictureCrop.safeParse(fields);
  if (!crop.success) {
    const issue = crop.error.issues[0]!;
    const field = String(issue.path[0] ?? 'size');
    throw new AppError('VALIDATION', `${field}: ${issue.message}`, [
      { field, message: issue.message },
    ]);
  }
  return { file, crop: crop.data };
}

export const picturesRoutes =
  (pictures: ProfilePictureService, limiter: RateLimiter): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: PICTURE_MAX_BYTES } });

    app.post(
      '/api/uploads/profilepic',
      {
        config: { idempotent: true },
        schema: {
          tags: ['members'],
          consumes: ['multipart/form-data'],
          response: {
            200: ProfilePictureResponse,
            ...errorResponses(400, 401, 413, 415, 429, 503),
          },
        },
        // Before the Idempotency-Key is read (preHandler): the key's request hash then covers the
        // file's digest and the crop, and the decoding runs outside the key's transaction.
        preValidation: async (request) => {
          const auth = requireAuth(request);
          // The place first: a busy server refuses before the member's limit counts the upload,
          // and both refuse before the upload is read.
          const place = pictures.admit();
          try {
            await limiter.take(
              [
                {
                  key: `profile-picture:${auth.clubId}:${auth.relatieId}`,
                  rule: PICTURE_UPLOAD_LIMIT,
                },
              ],
              'too many profile pictures; try again later',
            );
            const { file, crop } = await readUpload(request);
            request.body = {
              file_sha256: createHash('sha256').update(file).digest('base64url'),
              crop: crop ?? null,
            };
            request.profilePicture = await pictures.render(file, crop, place);
          } finally {
            place.leave();
          }
        },
      },
      (request) => pictures.replace(requireAuth(request), request.profilePicture!),
    );

    app.get(
      '/api/pictures/:player/:name',
      {
        schema: {
          tags: ['members'],
          params: PictureParams,
          response: { ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const bytes = await pictures.read(
          requireAuth(request),
          request.params.player,
          request.params.name,
        );
        return sendPicture(reply, bytes);
      },
    );
  };
