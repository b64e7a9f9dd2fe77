import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document generated from the contracts, and a browsable page at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fairway API',
        description:
          'Club and handicap server behind the Fairway member app. State-changing calls need the ' +
          '`x-fairway-request: 1` header; the session is a cookie set by POST /api/auth/login.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI's own inline scripts need a looser CSP than the app; only on this page.
    staticCSP: true,
  });
}
