import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParams, MATCH_REFUSAL, PayLinkResponse } from '@fairway/contract';
import { AppError } from '../../errors';
import { requireAuth } from '../../plugins/session';
import type { MatchesService } from './matches.service';

/**
 * The payment seam (spec §7 /paylink and /pay): until online payment exists, every match answers
 * MATCH_NO_PAYMENT (409) — after the match is found in the caller's club (404 otherwise). The
 * payments module replaces this file.
 */
export const matchPaymentRoutes =
  (matches: MatchesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['matches'];
    const refuse = async (auth: ReturnType<typeof requireAuth>, id: number): Promise<never> => {
      await matches.get(auth, id);
      throw new AppError('MATCH_NO_PAYMENT', MATCH_REFUSAL.MATCH_NO_PAYMENT);
    };
    app.get(
      '/api/wedstrijd/:id/paylink',
      {
        schema: {
          tags,
          params: IdParams,
          response: { 200: PayLinkResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      (req) => refuse(requireAuth(req), req.params.id),
    );
    app.get(
      '/api/wedstrijd/:id/pay',
      {
        schema: {
          tags,
          params: IdParams,
          response: { 200: PayLinkResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      (req) => refuse(requireAuth(req), req.params.id),
    );
  };
