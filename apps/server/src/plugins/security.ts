import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE, PAYMENT_WEBHOOK_PATH } from '@fairway/contract';
import { AppError } from '../errors';
import { apiPath } from './api-route';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET that changes state (the spec names it GET, e.g. the pay link that starts a payment):
     * it is held to the CSRF rule of a POST, so a cross-site link or navigation cannot make it act.
     */
    changesState?: boolean;
  }
}

/**
 * Security headers with a strict CSP, cache-busting on /api answers (spec §7), and the CSRF rule:
 * a state-changing /api call (and a GET marked `changesState`) must carry the custom header and,
 * when the browser sends an Origin, come from this host (an opaque "null" origin never passes). A cross-site form cannot set the header; cross-site fetch is blocked by CORS.
 */
export function registerSecurity(
  app: FastifyInstance,
  /** Hashes of the web app's own inline scripts (`inlineScriptHashes`). */
  scriptHashes: string[] = [],
  opts: { hsts?: boolean } = {},
): void {
  // The headers are the same for every answer: helmet's middleware is built once here (the
  // Fastify wrapper builds it again for every request, a few per cent of a busy server).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        // Ionic sets inline styles on its components.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Swagger UI and the app are same-origin only; no cross-origin embedding needed.
    crossOriginEmbedderPolicy: false,
    // Only when the server is reached over HTTPS (TLS usually ends at a proxy in front of it):
    // browsers then refuse plain HTTP to this host for a year. Subdomains are not this server's
    // to name.
    hsts: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!apiPath(request)) return;
    reply.header('cache-control', 'no-store, no-cache, must-revalidate, private');
    reply.header('pragma', 'no-cache');
    reply.header('expires', '0');
    if (SAFE_METHODS.has(request.method) && !request.routeOptions.config?.changesState) return;
    // The payment provider's webhook is called by the provider's servers, not a browser: it has
    // no session and cannot send our header. The exception is this one path, exactly (no query,
    // no other method), and safe by how the route works: it reads only a payment id and changes
    // state only to what the provider answers when this server asks it (payments.service.ts), so
    // a forged call can at most make the server ask the provider once more.
    if (request.method === 'POST' && request.url === PAYMENT_WEBHOOK_PATH) return;
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      throw new AppError('CSRF', `missing ${CSRF_HEADER} header`);
    }
    const origin = request.headers.origin;
    // "null" is what a sandboxed frame, a file: page or a redirect across sites sends: never this
    // app's own page, so never let it act.
    if (origin === 'null') throw new AppError('CSRF', 'opaque origin refused');
    if (origin) {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw new AppError('CSRF', 'bad origin');
      }
      if (host !== request.headers.host) throw new AppError('CSRF', 'cross-origin request refused');
    }
  });
}
