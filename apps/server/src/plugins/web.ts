import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * CSP sources for the inline scripts of the built index.html (the boot script is inlined so the
 * first paint waits for no request; see apps/web/vite-plugins/first-paint.ts): their SHA-256
 * hashes, so the policy still allows no other inline script.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

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
