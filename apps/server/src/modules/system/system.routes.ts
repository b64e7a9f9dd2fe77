import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@fairway/golf';
import {
  HealthResponse,
  PageViewRequest,
  errorResponses,
  withNotificationTexts,
} from '@fairway/contract';
import { notFound } from '../../errors';
import { requireAuth } from '../../plugins/session';
import type { SystemService } from './system.service';

/**
 * Health, page views and the translation files (spec §7 GET /i18n/{lang}.json): the web's, with
 * the notification texts of packages/contract laid in.
 */
export const systemRoutes =
  (system: SystemService, opts: { i18nDir: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        config: { public: true },
        schema: { tags: ['system'], response: { 200: HealthResponse, ...errorResponses(503) } },
      },
      () => system.health(),
    );

    app.post(
      '/api/pageviews',
      {
        schema: {
          tags: ['system'],
          body: PageViewRequest,
          response: { 204: z.null(), ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        await system.recordPageView(requireAuth(request), request.body);
        return reply.code(204).send(null);
      },
    );

    // Read once: the files are part of the build and do not change while the process runs.
    const cache = new Map<string, string>();
    app.get(
      '/i18n/:file',
      { schema: { hide: true, params: z.object({ file: z.string().max(20) }) } },
      async (request, reply) => {
        const lang = request.params.file.replace(/\.json$/, '');
        if (!(LANGUAGES as readonly string[]).includes(lang)) throw notFound('language');
        let body = cache.get(lang);
        if (!body) {
          const file = await readFile(path.join(opts.i18nDir, `${lang}.json`), 'utf8').catch(() => {
            throw notFound('language');
          });
          // The notifications' texts are the contract's, shared with push and email.
          body = JSON.stringify(withNotificationTexts(JSON.parse(file), lang as Language));
          cache.set(lang, body);
        }
        return reply
          .type('application/json; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(body);
      },
    );
  };
