import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EntryListResponse,
  IdParams,
  LeaderboardResponse,
  MatchCategoriesResponse,
  MatchDetail,
  MatchFlightsResponse,
  MatchListQuery,
  MatchListResponse,
  RegistrationResponse,
  ResultsResponse,
  SignOutQuery,
  SignOutResponse,
  SignUpRequest,
  SignUpResponse,
  StartListResponse,
  TeamPhcpResponse,
  errorResponses,
} from '@fairway/contract';
import { runIdempotent } from '../idempotency';
import { requireAuth } from '../../plugins/session';
import { sendJson } from '../../lib/send-json';
import type { MatchLeaderboardService } from './match-leaderboard.service';
import type { MatchListsService } from './match-lists.service';
import type { MatchSignOutService } from './match-sign-out.service';
import type { MatchSignUpService } from './match-sign-up.service';
import type { MatchesService } from './matches.service';

/** The member's side of matches, one service per job. */
export interface MatchServices {
  matches: MatchesService;
  lists: MatchListsService;
  signUp: MatchSignUpService;
  signOut: MatchSignOutService;
  leaderboard: MatchLeaderboardService;
}

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** spec §7 Matches (the member's calls) and /api/team/{id}/phcp. Payment: match-payment.routes.ts. */
export const matchesRoutes =
  ({ matches, lists, signUp, signOut, leaderboard }: MatchServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['matches'];
    const one = { tags, params: IdParams };

    app.get(
      '/api/wedstrijd',
      {
        schema: {
          tags,
          querystring: MatchListQuery,
          response: { 200: MatchListResponse, ...errors },
        },
      },
      async (req, reply) => sendJson(reply, await lists.listBody(requireAuth(req), req.query)),
    );
    app.get(
      '/api/wedstrijd/:id',
      { schema: { ...one, response: { 200: MatchDetail, ...errors } } },
      (req) => matches.view(requireAuth(req), req.params.id),
    );
    app.get(
      '/api/wedstrijd/:id/startlijst',
      { schema: { ...one, response: { 200: StartListResponse, ...errors } } },
      async (req, reply) =>
        sendJson(reply, await lists.startListBody(requireAuth(req), req.params.id)),
    );
    app.get(
      '/api/wedstrijd/:id/uitslag',
      { schema: { ...one, response: { 200: ResultsResponse, ...errors } } },
      (req) => lists.results(requireAuth(req), req.params.id),
    );
    app.get(
      '/api/wedstrijd/:id/leaderboard',
      {
        schema: {
          ...one,
          description:
            'The live leaderboard while the match is played: the hole scores as typed, per category by the result kind, with thru, countback once finished and whether the marker signed. Computed at most every few seconds per match.',
          response: { 200: LeaderboardResponse, ...errors },
        },
      },
      (req) => leaderboard.leaderboard(requireAuth(req), req.params.id),
    );
    app.get(
      '/api/wedstrijd/:id/inschrijflijst',
      { schema: { ...one, response: { 200: EntryListResponse, ...errors } } },
      (req) => lists.entryList(requireAuth(req), req.params.id),
    );
    app.get(
      '/api/wedstrijd/:id/inschrijving',
      { schema: { ...one, response: { 200: RegistrationResponse, ...errors } } },
      (req) => matches.registration(requireAuth(req), req.params.id),
    );
    app.get(
      '/api/wedstrijd/:id/flights',
      { schema: { ...one, response: { 200: MatchFlightsResponse, ...errors } } },
      (req) => matches.flights(requireAuth(req), req.params.id),
    );
    app.get(
      '/api/wedstrijd/:id/categories',
      { schema: { ...one, response: { 200: MatchCategoriesResponse, ...errors } } },
      (req) => matches.categories(requireAuth(req), req.params.id),
    );
    app.post(
      '/api/wedstrijd/:id/inschrijven',
      {
        // The key is claimed in the sign-up's own statement (MatchesService.signUp).
        config: { idempotent: 'in-transaction' },
        schema: { ...one, body: SignUpRequest, response: { 200: SignUpResponse, ...errors } },
      },
      async (req, reply) => {
        await runIdempotent(
          req,
          reply,
          async () => {
            const answer = await signUp.signUp(
              requireAuth(req),
              req.params.id,
              req.body,
              req.idempotency,
            );
            await reply.code(200).send(answer);
          },
          async () => ({
            status: 200,
            payload: await signUp.signedUpWithKey(requireAuth(req), req.params.id),
          }),
        );
        return reply;
      },
    );
    app.put(
      '/api/wedstrijd/:id/inschrijven',
      {
        config: { idempotent: true },
        schema: { ...one, body: SignUpRequest, response: { 200: SignUpResponse, ...errors } },
      },
      (req) => signUp.update(requireAuth(req), req.params.id, req.body),
    );
    app.post(
      '/api/wedstrijd/:id/uitschrijven',
      {
        config: { idempotent: true },
        schema: {
          ...one,
          querystring: SignOutQuery,
          response: { 200: SignOutResponse, ...errors },
        },
      },
      (req) => signOut.signOut(requireAuth(req), req.params.id, req.query.signOutTeam ?? false),
    );
    app.get(
      '/api/team/:id/phcp',
      { schema: { ...one, response: { 200: TeamPhcpResponse, ...errors } } },
      (req) => matches.teamPhcp(requireAuth(req), req.params.id),
    );
  };
