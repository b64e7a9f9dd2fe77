import type { FastifyReply } from 'fastify';

/**
 * Sends an answer the service already serialised (and checked against the contract when it did):
 * a kept answer's text is sent as it is, not serialised again per call.
 */
export const sendJson = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body);
