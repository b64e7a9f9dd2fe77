import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClubsResponse,
  ConfigResponse,
  FeaturesResponse,
  ForeignClubsQuery,
  ForeignClubsResponse,
  errorResponses,
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
          response: { 200: ForeignClubsResponse, ...errorResponses(400, 401) },
        },
      },
      (request) => clubs.foreign(request.query.term, request.query.limit, request.query.offset),
    );

    app.get(
      '/api/config',
      { schema: { tags: ['club'], response: { 200: ConfigResponse, ...errorResponses(401) } } },
      (request) => {
        const auth = requireAuth(request);
        return clubs.config(auth.clubId, auth.relatieId);
      },
    );

    app.get(
      '/api/auth/features',
      { schema: { tags: ['auth'], response: { 200: FeaturesResponse, ...errorResponses(401) } } },
      (request) => clubs.features(requireAuth(request).clubId),
    );
  };
