import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DataExportResponse,
  FriendChangeResponse,
  FriendsQuery,
  IdParams,
  MemberListQuery,
  MemberSearchQuery,
  MemberView,
  MemberViewList,
  Relatie,
  UpdateSelfRequest,
  UpdateSelfResponse,
  errorResponses,
} from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { DataExport } from './data-export';
import type { MembersService } from './members.service';

export const membersRoutes =
  (members: MembersService, dataExport: DataExport): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/relatie/self/export',
      {
        schema: {
          tags: ['members'],
          response: { 200: DataExportResponse, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        const body = await dataExport.of(requireAuth(request));
        // A download, never kept by a shared cache.
        void reply
          .header('cache-control', 'no-store')
          .header('content-disposition', 'attachment; filename="fairway-my-data.json"');
        return body;
      },
    );

    app.get(
      '/api/relatie/self',
      { schema: { tags: ['members'], response: { 200: Relatie, ...errorResponses(401) } } },
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
          response: { 200: MemberViewList, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => {
        return members.search(requireAuth(request), request.query);
      },
    );

    app.get(
      '/api/relatie',
      {
        schema: {
          tags: ['members'],
          querystring: MemberListQuery,
          response: { 200: MemberViewList, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => members.list(requireAuth(request), request.query),
    );

    app.get(
      '/api/relatie/friends',
      {
        schema: {
          tags: ['members'],
          querystring: FriendsQuery,
          response: { 200: MemberViewList, ...errorResponses(400, 401, 403) },
        },
      },
      (request) => members.friends(requireAuth(request), request.query),
    );

    const friendSchema = (ok: typeof MemberView | typeof FriendChangeResponse) => ({
      tags: ['members'],
      params: IdParams,
      response: { 200: ok, ...errorResponses(400, 401, 403, 404) },
    });

    app.get('/api/relatie/friends/:id', { schema: friendSchema(MemberView) }, (request) =>
      members.friend(requireAuth(request), request.params.id),
    );
    app.post(
      '/api/relatie/friends/:id',
      { schema: friendSchema(FriendChangeResponse) },
      (request) => members.addFriend(requireAuth(request), request.params.id),
    );
    app.delete(
      '/api/relatie/friends/:id',
      { schema: friendSchema(FriendChangeResponse) },
      (request) => members.removeFriend(requireAuth(request), request.params.id),
    );

    // After the fixed paths (self, search, friends): Fastify ranks static segments first anyway.
    app.get(
      '/api/relatie/:id',
      {
        schema: {
          tags: ['members'],
          params: IdParams,
          response: { 200: MemberView, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => members.detail(requireAuth(request), request.params.id),
    );

    app.post(
      '/api/relatie/self',
      {
        schema: {
          tags: ['members'],
          body: UpdateSelfRequest,
          response: { 200: UpdateSelfResponse, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const relatie = await members.updateSelf(auth.clubId, auth.relatieId, request.body);
        return { status: 'success' as const, relatie };
      },
    );
  };
