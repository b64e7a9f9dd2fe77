import type { FastifyInstance } from 'fastify';

export const PROXY_WARNING =
  'requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every client ' +
  "has the proxy's address, so the login limits per address hold for all of them together " +
  '(one lockout locks out everyone). Set TRUST_PROXY=1 when the proxy is the only way in.';

/**
 * Without TRUST_PROXY the client address is the connection's. Behind a proxy that is the proxy,
 * for everyone: said once, in one log line, at the first request that shows it.
 */
export function registerProxyWarning(app: FastifyInstance): void {
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      app.log.warn(PROXY_WARNING);
    }
    done();
  });
}
