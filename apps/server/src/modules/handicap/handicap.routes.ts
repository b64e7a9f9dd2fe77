import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CardsQuery,
  HandicapHistoryQuery,
  HandicapHistoryResponse,
  IdParams,
  ScoringRecordResponse,
  errorResponses,
} from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { HandicapHistoryService } from './handicap-history.service';
import type { ScoringRecordService } from './scoring-record.service';
import { sendJson } from '../../lib/send-json';

/** The handicap area's calls: the member's own history, another member's scoring record. */
export const handicapRoutes =
  (records: ScoringRecordService, history: HandicapHistoryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/relatie/self/handicap',
      {
        schema: {
          tags: ['handicap'],
          querystring: HandicapHistoryQuery,
          response: { 200: HandicapHistoryResponse, ...errorResponses(400, 401) },
        },
      },
      async (req, reply) => sendJson(reply, await history.ownBody(requireAuth(req), req.query)),
    );

    app.get(
      '/api/relatie/:id/cards',
      {
        schema: {
          tags: ['handicap'],
          params: IdParams,
          querystring: CardsQuery,
          response: { 200: ScoringRecordResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => records.of(requireAuth(req), req.params.id, req.query),
    );
  };
