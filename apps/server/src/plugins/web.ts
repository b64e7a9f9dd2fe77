import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from the same process. /login and /app/* deep links get index.html so
 * the client router takes over; hashed assets are cached for a year, index.html never.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const hasBuild = existsSync(index);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isAppRoute = url === '/' || url === '/login' || url.startsWith('/app/') || url === '/app';
    if (request.method === 'GET' && isAppRoute && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (request.method === 'GET' && isAppRoute) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    return reply
      .code(404)
      .send({ code: 'NOT_FOUND', message: `${request.method} ${url} not found` });
  });
}
