import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminNewsAudiences,
  AdminNewsInput,
  AdminNewsItem,
  AdminNewsListResponse,
  AdminNewsPublish,
  AdminNewsQuery,
  NewsParams,
  PICTURE_MAX_BYTES,
  errorResponses,
} from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import { readUpload, type ProfilePictureService, type RenderedPicture } from '../pictures';
import { NEWS_ROLE, type NewsAdminService } from './news-admin.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The upload of POST /api/admin/news/:news_id/picture, rendered before the handler runs. */
    newsPicture?: RenderedPicture;
  }
}

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/**
 * The news editor's calls (role news_editor; 403 for other members, 404 for another club's post).
 * Every write takes an Idempotency-Key. The picture is read, checked and re-encoded by the
 * profile picture's code (modules/pictures), in the same decode gate.
 */
export const newsAdminRoutes =
  (news: NewsAdminService, pictures: ProfilePictureService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: PICTURE_MAX_BYTES } });
    const tags = ['admin'];
    const config = { role: NEWS_ROLE };
    const write = { config: { ...config, idempotent: true } } as const;
    const item = { 200: AdminNewsItem, ...errors };

    app.get(
      '/api/admin/news',
      {
        schema: {
          tags,
          querystring: AdminNewsQuery,
          response: { 200: AdminNewsListResponse, ...errors },
        },
        config,
      },
      (req) => news.list(requireAuth(req), req.query.limit, req.query.offset),
    );
    app.get(
      '/api/admin/news/audiences',
      { schema: { tags, response: { 200: AdminNewsAudiences, ...errors } }, config },
      (req) => news.audiences(requireAuth(req)),
    );
    app.get(
      '/api/admin/news/:news_id',
      { schema: { tags, params: NewsParams, response: item }, config },
      (req) => news.get(requireAuth(req), req.params.news_id),
    );
    app.post(
      '/api/admin/news',
      {
        schema: { tags, body: AdminNewsInput, response: { 201: AdminNewsItem, ...errors } },
        ...write,
      },
      async (req, reply) => {
        const created = await news.create(requireAuth(req), req.body);
        reply.code(201);
        return created;
      },
    );
    app.put(
      '/api/admin/news/:news_id',
      { schema: { tags, params: NewsParams, body: AdminNewsInput, response: item }, ...write },
      (req) => news.update(requireAuth(req), req.params.news_id, req.body),
    );
    app.post(
      '/api/admin/news/:news_id/publish',
      { schema: { tags, params: NewsParams, body: AdminNewsPublish, response: item }, ...write },
      (req) => news.publish(requireAuth(req), req.params.news_id, req.body.at),
    );
    app.post(
      '/api/admin/news/:news_id/unpublish',
      { schema: { tags, params: NewsParams, response: item }, ...write },
      (req) => news.unpublish(requireAuth(req), req.params.news_id),
    );
    app.delete(
      '/api/admin/news/:news_id',
      {
        schema: {
          tags,
          params: NewsParams,
          response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
        },
        ...write,
      },
      (req) => news.delete(requireAuth(req), req.params.news_id),
    );
    app.post(
      '/api/admin/news/:news_id/picture',
      {
        schema: {
          tags,
          params: NewsParams,
          consumes: ['multipart/form-data'],
          response: { ...item, ...errorResponses(413, 415, 503) },
        },
        ...write,
        // As the profile picture's: read and rendered before the Idempotency-Key is (its hash
        // then covers the file's digest), outside the key's transaction.
        preValidation: async (request) => {
          requireAuth(request);
          const place = pictures.admit();
          try {
            const { file, crop } = await readUpload(request);
            request.body = {
              file_sha256: createHash('sha256').update(file).digest('base64url'),
              crop: crop ?? null,
            };
            // Kept whole in its own proportions, unless the editor chose a square.
            request.newsPicture = await pictures.render(file, crop, place, 'whole');
          } finally {
            place.leave();
          }
        },
      },
      (req) => news.setPicture(requireAuth(req), req.params.news_id, req.newsPicture!),
    );
    app.delete(
      '/api/admin/news/:news_id/picture',
      { schema: { tags, params: NewsParams, response: item }, ...write },
      (req) => news.setPicture(requireAuth(req), req.params.news_id, null),
    );
  };
