import type { FastifyInstance } from 'fastify';
import { CONTRACT_HEADER } from '@fairway/contract';
import { AppError } from '../errors';
import { apiPath } from './api-route';

/**
 * An app built against another contract than this server's is never answered by it: a call that
 * names another version (CONTRACT_HEADER) is refused with CONTRACT_MISMATCH before the session,
 * the body or any handler is looked at, so a write changes nothing; the app then fetches the new
 * version (apps/web app/app-update.ts). A call naming no version is answered as always. Every
 * answer names this server's version.
 */
export function registerContractCheck(app: FastifyInstance, version: string): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(CONTRACT_HEADER, version);
    if (!apiPath(request)) return;
    const sent = request.headers[CONTRACT_HEADER];
    if (sent === undefined || sent === version) return;
    throw new AppError(
      'CONTRACT_MISMATCH',
      `the app was built for contract ${String(sent)}, this server answers contract ${version}`,
    );
  });
}
