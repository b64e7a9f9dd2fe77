import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClubsResponse,
  ConfigResponse,
  ErrorBody,
  FeaturesResponse,
  ForeignClubsQuery,
  ForeignClubsResponse,
} from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { ClubService } from './club.service';

export const clubRoutes =
  (clubs: ClubService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/clubs',
      { config: { public: true }, schema: { tags: ['club'], response: { 200: ClubsResponse } } },
      () => clubs.list(),
    );

    app.get(
      '/api/clubs/foreign',
      {
        schema: {
          tags: ['club'],
          querystring: ForeignClubsQuery,
          response: { 200: ForeignClubsResponse, 400: ErrorBody, 401: ErrorBody },
        },
      },
      (request) => clubs.foreign(request.query.term, request.query.limit, request.query.offset),
    );

    app.get(
      '/api/config',
      { schema: { tags: ['club'], response: { 200: ConfigResponse, 401: ErrorBody } } },
      (request) => clubs.config(requireAuth(request).clubId),
    );

    app.get(
      '/api/auth/features',
      { schema: { tags: ['auth'], response: { 200: FeaturesResponse, 401: ErrorBody } } },
      (request) => clubs.features(requireAuth(request).clubId),
    );
  };
