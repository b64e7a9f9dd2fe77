import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParams, NewsListResponse, NewsPost, NewsQuery } from '@fairway/contract';
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
          response: { 200: NewsListResponse, 400: ErrorBody, 401: ErrorBody },
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
          response: { 200: NewsPost, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
        },
      },
      (request) => news.post(requireAuth(request).clubId, request.params.id),
    );
  };
