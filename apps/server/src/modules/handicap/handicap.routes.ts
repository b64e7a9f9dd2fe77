import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CardsQuery, ErrorBody, IdParams, ScoringRecordResponse } from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { ScoringRecordService } from './scoring-record.service';

/** The handicap area's calls: another member's scoring record. */
export const handicapRoutes =
  (records: ScoringRecordService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/relatie/:id/cards',
      {
        schema: {
          tags: ['handicap'],
          params: IdParams,
          querystring: CardsQuery,
          response: {
            200: ScoringRecordResponse,
            400: ErrorBody,
            401: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
          },
        },
      },
      (req) => records.of(requireAuth(req), req.params.id, req.query),
    );
  };
