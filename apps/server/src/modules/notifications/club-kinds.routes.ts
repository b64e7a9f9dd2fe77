import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClubNotificationKinds,
  ClubNotificationKindsInput,
  errorResponses,
} from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { ClubKindsService } from './club-kinds.service';

const errors = errorResponses(400, 401, 403);

/** The kinds of notification the club sends (role administrator): read, and turn on or off. */
export const clubKindsRoutes =
  (kinds: ClubKindsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { role: 'administrator' } as const;
    const url = '/api/admin/notification-kinds';
    app.get(
      url,
      { schema: { tags, response: { 200: ClubNotificationKinds, ...errors } }, config },
      (req) => kinds.get(requireAuth(req)),
    );
    app.put(
      url,
      {
        schema: {
          tags,
          body: ClubNotificationKindsInput,
          response: { 200: ClubNotificationKinds, ...errors },
        },
        config: { ...config, idempotent: true },
      },
      (req) => kinds.put(requireAuth(req), req.body),
    );
  };
