import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstScreenPages } from './first-screen';

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
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  opts: {
    firstScreenMaxInFlight?: number | undefined;
    firstScreenMaxLagMs?: number | undefined;
  } = {},
): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const hasBuild = existsSync(index);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build's brotli and gzip copies (apps/web/vite.config.ts, `precompressed`), sent as they
      // are to a browser that accepts them; the compression plugin leaves an encoded answer be.
      preCompressed: true,
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
  const firstScreen = hasBuild
    ? firstScreenPages(app, webDist, {
        maxInFlight: opts.firstScreenMaxInFlight,
        maxLagMs: opts.firstScreenMaxLagMs,
      })
    : null;
  // The app's own paths are routes (so answers are compressed like every other); the client
  // router decides what they show.
  const appPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    const url = request.url.split('?')[0] ?? '';
    const page = await firstScreen?.(request, url).catch((error: unknown) => {
      request.log.error({ err: error }, 'first screen not rendered');
      return null;
    });
    // A page with the member's own data is kept by no shared cache; the browser's copy is asked
    // after every time (its tag is the hash of what it shows, see first-screen.ts).
    if (page) {
      reply.header('cache-control', 'private, no-cache').header('etag', page.etag);
      reply.header('vary', 'cookie');
      if (page.html === null) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(page.html);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
  for (const url of ['/', '/login', '/app', '/app/*']) app.get(url, appPage);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    return reply
      .code(404)
      .send({ code: 'NOT_FOUND', message: `${request.method} ${url} not found` });
  });
}
