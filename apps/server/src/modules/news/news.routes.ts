import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, NewsListResponse, NewsPost, NewsQuery, errorResponses } from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { NewsService } from './news.service';

export const newsRoutes =
  (news: NewsService): FastifyPluginAsyncZod =>
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
      (request) =>
        news.page(requireAuth(request).clubId, request.query.limit, request.query.offset),
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
      (request) => news.post(requireAuth(request).clubId, request.params.id),
    );
  };
