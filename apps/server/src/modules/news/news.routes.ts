import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, NewsListResponse, NewsPost, NewsQuery, errorResponses } from '@fairway/contract';
import { z } from 'zod';
import { requireAuth } from '../../plugins/session';
import { sendPicture, type NewsPictures } from '../pictures';
import type { NewsService } from './news.service';

export const newsRoutes =
  (news: NewsService, pictures: NewsPictures): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/news',
      {
        schema: {
          tags: ['news'],
          querystring: NewsQuery,
          response: { 200: NewsListResponse, ...errorResponses(400, 401) },
        },
      },
      (request) => news.page(requireAuth(request), request.query.limit, request.query.offset),
    );

    app.get(
      '/api/news/:id',
      {
        schema: {
          tags: ['news'],
          params: IdParams,
          response: { 200: NewsPost, ...errorResponses(400, 401, 404) },
        },
      },
      (request) => news.post(requireAuth(request), request.params.id),
    );

    app.get(
      '/api/news/pictures/:name',
      {
        schema: {
          tags: ['news'],
          params: z.object({ name: z.string().max(40) }),
          response: { ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) =>
        sendPicture(reply, await pictures.read(requireAuth(request).clubId, request.params.name)),
    );
  };
