import {
  AdjustmentInput,
  AdjustmentParams,
  CardCorrectionInput,
  CardParams,
  CommitteeCardInput,
  CommitteeMemberCards,
  CommitteeWriteResult,
  HandicapMemberList,
  HandicapMemberQuery,
  OverdueMarkerList,
  ReasonRequest,
  RelatieParams,
} from '@fairway/contract';
import { adminRoutes } from '../../plugins/admin-routes';
import { requireAuth } from '../../plugins/session';
import { HANDICAP_ROLE, type HandicapAdminService } from './handicap-admin.service';

const access = { role: HANDICAP_ROLE, errors: [400, 401, 403, 404, 409] } as const;

/**
 * The handicap committee's calls (role handicap_committee; 403 for other members, 404 for another
 * club's member, card or adjustment). Every write takes an Idempotency-Key.
 */
export const handicapAdminRoutes = (service: HandicapAdminService) =>
  adminRoutes(access, (app, { tags, config, write, errors }) => {
    const written = { 200: CommitteeWriteResult, ...errors };

    app.get(
      '/api/admin/handicap/members',
      {
        schema: {
          tags,
          querystring: HandicapMemberQuery,
          response: { 200: HandicapMemberList, ...errors },
        },
        config,
      },
      (req) => service.search(requireAuth(req), req.query.q),
    );
    app.get(
      '/api/admin/handicap/members/:relatie_id/cards',
      {
        schema: {
          tags,
          params: RelatieParams,
          response: { 200: CommitteeMemberCards, ...errors },
        },
        config,
      },
      (req) => service.memberCards(requireAuth(req), req.params.relatie_id),
    );
    app.post(
      '/api/admin/handicap/members/:relatie_id/cards',
      {
        schema: {
          tags,
          params: RelatieParams,
          body: CommitteeCardInput,
          response: { 201: CommitteeWriteResult, ...errors },
        },
        ...write,
      },
      async (req, reply) => {
        const entered = await service.enter(requireAuth(req), req.params.relatie_id, req.body);
        reply.code(201);
        return entered;
      },
    );
    app.put(
      '/api/admin/handicap/cards/:card_id/scores',
      {
        schema: { tags, params: CardParams, body: CardCorrectionInput, response: written },
        ...write,
      },
      (req) => service.correct(requireAuth(req), req.params.card_id, req.body),
    );
    app.put(
      '/api/admin/handicap/cards/:card_id/not-counting',
      { schema: { tags, params: CardParams, body: ReasonRequest, response: written }, ...write },
      (req) => service.setNotCounting(requireAuth(req), req.params.card_id, req.body.reason),
    );
    app.delete(
      '/api/admin/handicap/cards/:card_id/not-counting',
      { schema: { tags, params: CardParams, response: written }, ...write },
      (req) => service.setNotCounting(requireAuth(req), req.params.card_id, null),
    );
    app.get(
      '/api/admin/handicap/overdue-markers',
      { schema: { tags, response: { 200: OverdueMarkerList, ...errors } }, config },
      (req) => service.overdue(requireAuth(req)),
    );
    app.post(
      '/api/admin/handicap/cards/:card_id/sign',
      { schema: { tags, params: CardParams, body: ReasonRequest, response: written }, ...write },
      (req) => service.overrule(requireAuth(req), req.params.card_id, 'signed', req.body.reason),
    );
    app.post(
      '/api/admin/handicap/cards/:card_id/void',
      { schema: { tags, params: CardParams, body: ReasonRequest, response: written }, ...write },
      (req) => service.overrule(requireAuth(req), req.params.card_id, 'voided', req.body.reason),
    );
    app.post(
      '/api/admin/handicap/members/:relatie_id/adjustments',
      {
        schema: {
          tags,
          params: RelatieParams,
          body: AdjustmentInput,
          response: { 201: CommitteeWriteResult, ...errors },
        },
        ...write,
      },
      async (req, reply) => {
        const added = await service.addAdjustment(
          requireAuth(req),
          req.params.relatie_id,
          req.body,
        );
        reply.code(201);
        return added;
      },
    );
    app.delete(
      '/api/admin/handicap/adjustments/:adjustment_id',
      { schema: { tags, params: AdjustmentParams, response: written }, ...write },
      (req) => service.removeAdjustment(requireAuth(req), req.params.adjustment_id),
    );
  });
