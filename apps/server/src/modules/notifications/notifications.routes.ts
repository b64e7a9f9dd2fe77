import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParams,
  NotificationList,
  NotificationListQuery,
  NotificationPreferences,
  NotificationPreferencesInput,
  NotificationReadAll,
  errorResponses,
} from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { NotificationsService } from './notifications.service';

const errors = errorResponses(400, 401, 404);
const Success = z.object({ success: z.literal(true) });

/** The member's own notifications and their choices; another member's id is a 404. */
export const notificationsRoutes =
  (service: NotificationsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];
    app.get(
      '/api/notifications',
      {
        schema: {
          tags,
          querystring: NotificationListQuery,
          response: { 200: NotificationList, ...errors },
        },
      },
      (req) => service.list(requireAuth(req), req.query),
    );
    app.post(
      '/api/notifications/:id/read',
      { schema: { tags, params: IdParams, response: { 200: Success, ...errors } } },
      (req) => service.read(requireAuth(req), req.params.id),
    );
    app.post(
      '/api/notifications/read-all',
      { schema: { tags, response: { 200: NotificationReadAll, ...errors } } },
      (req) => service.readAll(requireAuth(req)),
    );
    app.get(
      '/api/notifications/preferences',
      { schema: { tags, response: { 200: NotificationPreferences, ...errors } } },
      (req) => service.preferences(requireAuth(req)),
    );
    app.put(
      '/api/notifications/preferences',
      {
        schema: {
          tags,
          body: NotificationPreferencesInput,
          response: { 200: NotificationPreferences, ...errors },
        },
      },
      (req) => service.savePreferences(requireAuth(req), req.body),
    );
  };
