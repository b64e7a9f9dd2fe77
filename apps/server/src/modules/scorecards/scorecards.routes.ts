import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AllowedRequest,
  AllowedResponse,
  CardsQuery,
  CardsResponse,
  CreateCardRequest,
  CreateCardResponse,
  CreateForeignCardRequest,
  CreateUnknownCardRequest,
  EditScoresRequest,
  EditScoresResponse,
  ForeignAllowedRequest,
  ForeignAllowedResponse,
  HoleParams,
  HoleScoreRequest,
  HoleScoreResponse,
  HolesResponse,
  IdParams,
  MaxScoresResponse,
  RejectRequest,
  RequestQualifyingResponse,
  Scorecard,
  ScorecardQuery,
  ScoresResponse,
  StatusResponse,
  errorResponses,
} from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { CardCreateService } from './card-create.service';
import type { CardMarkerService } from './card-marker.service';
import type { ScorecardsService } from './scorecards.service';
import { sendJson } from '../../lib/send-json';

const errors = errorResponses(400, 401, 403, 404, 409);

/** spec §7 "Cards". */
export const scorecardsRoutes =
  ({
    cards,
    create,
    marker,
  }: {
    cards: ScorecardsService;
    create: CardCreateService;
    marker: CardMarkerService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    // The allowed checks are form encoded (spec §7); JSON works too.
    await app.register(formbody, { bodyLimit: 16 * 1024 });
    const tags = ['scorecards'];

    app.get(
      '/api/relatie/self/cards',
      { schema: { tags, querystring: CardsQuery, response: { 200: CardsResponse, ...errors } } },
      async (req, reply) => sendJson(reply, await cards.listBody(requireAuth(req), req.query)),
    );
    app.get(
      '/api/relatie/self/marker-cards',
      { schema: { tags, response: { 200: z.array(Scorecard), ...errors } } },
      (req) => cards.markerCards(requireAuth(req)),
    );
    app.get(
      '/api/config/request_qualifying',
      { schema: { tags, response: { 200: RequestQualifyingResponse, ...errors } } },
      (req) => create.requestQualifying(requireAuth(req)),
    );

    app.get(
      '/api/scorecards/:id',
      {
        schema: {
          tags,
          params: IdParams,
          querystring: ScorecardQuery,
          response: { 200: Scorecard, ...errors },
        },
      },
      (req) =>
        cards.get(requireAuth(req), req.params.id, {
          includeHoles: req.query.include_holes ?? false,
        }),
    );
    app.get(
      '/api/scorecards/:id/cardHoles',
      { schema: { tags, params: IdParams, response: { 200: HolesResponse, ...errors } } },
      (req) => cards.holes(requireAuth(req), req.params.id),
    );
    app.get(
      '/api/scorecards/:id/scores',
      { schema: { tags, params: IdParams, response: { 200: ScoresResponse, ...errors } } },
      async (req) =>
        (await cards.holes(requireAuth(req), req.params.id)).map((h) => ({
          HoleNr: h.HoleNr,
          score: h.ms_current,
        })),
    );
    app.get(
      '/api/scorecards/:id/max-scores',
      { schema: { tags, params: IdParams, response: { 200: MaxScoresResponse, ...errors } } },
      async (req) =>
        (await cards.holes(requireAuth(req), req.params.id)).map((h) => ({
          HoleNr: h.HoleNr,
          ms_max: h.ms_max,
        })),
    );

    app.post(
      '/api/scorecards/:id/hole/:hole/score',
      {
        schema: {
          tags,
          params: HoleParams,
          body: HoleScoreRequest,
          response: { 200: HoleScoreResponse, ...errors },
        },
      },
      (req) => cards.saveHole(requireAuth(req), req.params.id, req.params.hole, req.body.score),
    );
    app.post(
      '/api/scorecards/:id/edit',
      {
        config: { idempotent: true },
        schema: {
          tags,
          params: IdParams,
          body: EditScoresRequest,
          response: { 200: EditScoresResponse, ...errors },
        },
      },
      (req) =>
        cards.edit(requireAuth(req), req.params.id, req.body.scores, req.body.allScoresSaved),
    );

    app.post(
      '/api/scorecards/allowed',
      { schema: { tags, body: AllowedRequest, response: { 200: AllowedResponse, ...errors } } },
      (req) => create.allowed(requireAuth(req), req.body.baan_id, req.body.handicap_id),
    );
    app.post(
      '/api/scorecards/foreign/allowed',
      {
        schema: {
          tags,
          body: ForeignAllowedRequest,
          response: { 200: ForeignAllowedResponse, ...errors },
        },
      },
      (req) => create.foreignAllowed(requireAuth(req), req.body),
    );

    app.post(
      '/api/scorecards',
      {
        config: { idempotent: true },
        schema: { tags, body: CreateCardRequest, response: { 200: CreateCardResponse, ...errors } },
      },
      async (req) => {
        const { id } = await create.create(requireAuth(req), req.body);
        return { status: 'success' as const, id, uitslag: null };
      },
    );
    app.post(
      '/api/scorecards/foreign',
      {
        config: { idempotent: true },
        schema: {
          tags,
          body: CreateForeignCardRequest,
          response: { 200: CreateCardResponse, ...errors },
        },
      },
      (req) => create.createForeign(requireAuth(req), req.body),
    );
    app.post(
      '/api/scorecards/foreign_unknown',
      {
        config: { idempotent: true },
        schema: {
          tags,
          body: CreateUnknownCardRequest,
          response: { 200: CreateCardResponse, ...errors },
        },
      },
      (req) => create.createUnknown(requireAuth(req), req.body),
    );

    app.post(
      '/api/scorecards/:id/sign',
      {
        config: { idempotent: true },
        schema: { tags, params: IdParams, response: { 200: StatusResponse, ...errors } },
      },
      (req) => marker.sign(requireAuth(req), req.params.id),
    );
    app.post(
      '/api/scorecards/:id/reject',
      {
        config: { idempotent: true },
        schema: {
          tags,
          params: IdParams,
          body: RejectRequest,
          response: { 200: StatusResponse, ...errors },
        },
      },
      (req) => marker.reject(requireAuth(req), req.params.id, req.body),
    );
  };
