import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClubSettings, ClubSettingsResponse, errorResponses } from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { ClubSettingsService } from './club-settings.service';

const errors = errorResponses(400, 401, 403, 404, 422);

/** The club's settings (role administrator): read them, and write them whole. */
export const clubSettingsRoutes =
  (settings: ClubSettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { role: 'administrator' } as const;
    app.get(
      '/api/admin/club',
      { schema: { tags, response: { 200: ClubSettingsResponse, ...errors } }, config },
      (req) => settings.get(requireAuth(req)),
    );
    app.put(
      '/api/admin/club',
      {
        schema: { tags, body: ClubSettings, response: { 200: ClubSettingsResponse, ...errors } },
        config: { ...config, idempotent: true },
      },
      (req) => settings.put(requireAuth(req), req.body),
    );
  };
