import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PushKeyResponse,
  PushSubscriptionRequest,
  PushUnsubscribeRequest,
  errorResponses,
} from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { PushService } from './push.service';

const tags = ['push'];

export const pushRoutes =
  (push: PushService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/push/key',
      { schema: { tags, response: { 200: PushKeyResponse, ...errorResponses(401) } } },
      (request) => {
        requireAuth(request);
        return push.publicKey();
      },
    );

    app.put(
      '/api/push/subscription',
      {
        schema: {
          tags,
          body: PushSubscriptionRequest,
          response: { 204: z.null(), ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        await push.subscribe(requireAuth(request), request.body);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/api/push/subscription',
      {
        schema: {
          tags,
          body: PushUnsubscribeRequest,
          response: { 204: z.null(), ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        await push.unsubscribe(requireAuth(request), request.body);
        return reply.code(204).send(null);
      },
    );
  };
