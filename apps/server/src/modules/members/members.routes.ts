import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  MemberSearchQuery,
  MemberViewList,
  Relatie,
  UpdateSelfRequest,
  UpdateSelfResponse,
} from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { MembersService } from './members.service';

export const membersRoutes =
  (members: MembersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/relatie/self',
      { schema: { tags: ['members'], response: { 200: Relatie, 401: ErrorBody } } },
      async (request) => {
        const auth = requireAuth(request);
        return members.self(auth.clubId, auth.relatieId);
      },
    );

    app.get(
      '/api/relatie/search',
      {
        schema: {
          tags: ['members'],
          querystring: MemberSearchQuery,
          response: { 200: MemberViewList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
        },
      },
      (request) => {
        return members.search(requireAuth(request), request.query);
      },
    );

    app.post(
      '/api/relatie/self',
      {
        schema: {
          tags: ['members'],
          body: UpdateSelfRequest,
          response: { 200: UpdateSelfResponse, 400: ErrorBody, 401: ErrorBody },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const relatie = await members.updateSelf(auth.clubId, auth.relatieId, request.body);
        return { status: 'success' as const, relatie };
      },
    );
  };
