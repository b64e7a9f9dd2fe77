import {
  AdminCard,
  AdminCardParams,
  AdminCardRequest,
  AdminMatch,
  AdminMatchInput,
  AdminMatchListResponse,
  AdminRightsResponse,
  AdminTeamParams,
  DrawPreview,
  DrawRequest,
  IdParams,
  MatchCardRequest,
  MatchCardResponse,
  errorResponses,
} from '@fairway/contract';
import { adminRoutes } from '../../plugins/admin-routes';
import { requireAuth } from '../../plugins/session';
import type { MatchAdminService } from './match-admin.service';
import type { MatchCardsService } from './match-cards.service';
import type { MatchDeskService } from './match-desk.service';
import type { MatchProcessingService } from './match-processing.service';
import type { MatchStartListService } from './match-start-list.service';

/** The committee's side of matches, one service per job. */
export interface MatchAdminServices {
  admin: MatchAdminService;
  startList: MatchStartListService;
  processing: MatchProcessingService;
  cards: MatchCardsService;
  desk: MatchDeskService;
}

const access = { role: 'match_committee', tag: 'match-admin' } as const;

/**
 * The committee's match calls (role match_committee; 403 for other members, 404 for another club's match).
 * Every write takes an Idempotency-Key: the whole call runs in the key's transaction.
 */
export const matchAdminRoutes = (services: MatchAdminServices) =>
  adminRoutes(access, (app, { tags, config, write: committeeWrite, errors }) => {
    const { admin, startList, processing, cards, desk } = services;
    const write = { config: { idempotent: true } } as const;
    const committee = { config } as const;

    app.get(
      '/api/admin/rechten',
      {
        schema: { tags, response: { 200: AdminRightsResponse, ...errorResponses(401) } },
        // Any member asks it: the app shows the back office's entries by it.
        config: { role: 'member' },
      },
      (req) => admin.rights(requireAuth(req)),
    );
    app.get(
      '/api/admin/wedstrijd',
      { schema: { tags, response: { 200: AdminMatchListResponse, ...errors } }, ...committee },
      (req) => admin.list(requireAuth(req)),
    );
    app.get(
      '/api/admin/wedstrijd/:id',
      {
        schema: { tags, params: IdParams, response: { 200: AdminMatch, ...errors } },
        ...committee,
      },
      (req) => admin.get(requireAuth(req), req.params.id),
    );
    app.post(
      '/api/admin/wedstrijd',
      {
        schema: { tags, body: AdminMatchInput, response: { 201: AdminMatch, ...errors } },
        ...committeeWrite,
      },
      async (req, reply) => {
        const created = await admin.create(requireAuth(req), req.body);
        reply.code(201);
        return created;
      },
    );
    app.put(
      '/api/admin/wedstrijd/:id',
      {
        schema: {
          tags,
          params: IdParams,
          body: AdminMatchInput,
          response: { 200: AdminMatch, ...errors },
        },
        ...committeeWrite,
      },
      (req) => admin.update(requireAuth(req), req.params.id, req.body),
    );
    app.post(
      '/api/admin/wedstrijd/:id/draw/preview',
      {
        schema: {
          tags,
          params: IdParams,
          body: DrawRequest,
          response: { 200: DrawPreview, ...errors },
        },
        // A read with a body: no key, nothing written.
        ...committee,
      },
      (req) => startList.preview(requireAuth(req), req.params.id, req.body),
    );
    app.post(
      '/api/admin/wedstrijd/:id/draw',
      {
        schema: {
          tags,
          params: IdParams,
          body: DrawRequest,
          response: { 200: AdminMatch, ...errors },
        },
        ...committeeWrite,
      },
      (req) => startList.draw(requireAuth(req), req.params.id, req.body),
    );
    app.get(
      '/api/admin/wedstrijd/:id/kaart/:relatie',
      {
        schema: { tags, params: AdminCardParams, response: { 200: AdminCard, ...errors } },
        ...committee,
      },
      (req) => cards.card(requireAuth(req), req.params.id, req.params.relatie),
    );
    app.put(
      '/api/admin/wedstrijd/:id/kaart/:relatie',
      {
        schema: {
          tags,
          params: AdminCardParams,
          body: AdminCardRequest,
          response: { 200: AdminMatch, ...errors },
        },
        ...committeeWrite,
      },
      (req) => cards.enterCard(requireAuth(req), req.params.id, req.params.relatie, req.body),
    );
    // The member's own card of a match played today (not the committee's: any player in the field).
    app.post(
      '/api/wedstrijd/:id/kaart',
      {
        schema: {
          tags: ['matches'],
          description:
            "Creates the member's own match card (typekaart 1) of a match played today; 201 for a new card, 200 with the card there is.",
          params: IdParams,
          body: MatchCardRequest,
          response: { 200: MatchCardResponse, 201: MatchCardResponse, ...errors },
        },
        ...write,
      },
      async (req, reply) => {
        const card = await cards.ownCard(requireAuth(req), req.params.id, req.body);
        reply.code(card.existing ? 200 : 201);
        return card;
      },
    );
    const actions = {
      sluiten: (a, id) => admin.close(a, id),
      startlijst: (a, id) => startList.publishStartList(a, id),
      verwerken: (a, id) => processing.process(a, id),
      uitslag: (a, id) => processing.publishResults(a, id),
      // Each step undone while it is still safe (the service says when it is not: 409).
      heropenen: (a, id) => admin.reopen(a, id),
      'startlijst-intrekken': (a, id) => startList.withdrawStartList(a, id),
      'verwerking-terugdraaien': (a, id) => processing.unprocess(a, id),
      'uitslag-intrekken': (a, id) => processing.withdrawResults(a, id),
    } satisfies Record<
      string,
      (a: ReturnType<typeof requireAuth>, id: number) => Promise<AdminMatch>
    >;
    // The desk: a sign-up paid in cash, or its payment given back. Paying twice is refused
    // (ALREADY_PAID) and a refunded bon answers as it is, so a retry is harmless.
    app.post(
      '/api/admin/wedstrijd/:id/teams/:team/betaald',
      {
        schema: {
          tags,
          description: "The committee took the sign-up's money at the desk: its bon is paid.",
          params: AdminTeamParams,
          response: { 200: AdminMatch, ...errors, ...errorResponses(503) },
        },
        ...committeeWrite,
      },
      (req) => desk.markPaid(requireAuth(req), req.params.id, req.params.team),
    );
    app.post(
      '/api/admin/wedstrijd/:id/teams/:team/restitutie',
      {
        schema: {
          tags,
          description:
            "Gives the sign-up's payment back in full (through the provider, or at the desk).",
          params: AdminTeamParams,
          response: { 200: AdminMatch, ...errors, ...errorResponses(503) },
        },
        ...committee,
      },
      (req) => desk.refund(requireAuth(req), req.params.id, req.params.team),
    );
    for (const [path, run] of Object.entries(actions)) {
      app.post(
        `/api/admin/wedstrijd/:id/${path}`,
        {
          schema: { tags, params: IdParams, response: { 200: AdminMatch, ...errors } },
          ...committeeWrite,
        },
        (req) => run(requireAuth(req), req.params.id),
      );
    }
  });
