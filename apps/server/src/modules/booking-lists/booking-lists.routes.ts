import {
  AdminCancellationReasonsResponse,
  AdminGuestFieldsResponse,
  CancellationReasonInput,
  CancellationReasonOrder,
  GuestFieldOrder,
  GuestFieldParams,
  GuestFieldSetting,
  IdParams,
} from '@fairway/contract';
import { adminRoutes } from '../../plugins/admin-routes';
import { requireAuth } from '../../plugins/session';
import type { CancellationReasonsService } from './cancellation-reasons.service';
import type { GuestFieldsService } from './guest-fields.service';

/**
 * The club's cancellation reasons and guest fields (role tee_sheet_manager; 404 for another
 * club's reason). A removed reason is restored with POST .../{id}/restore. Every write takes an Idempotency-Key and answers the whole list anew.
 */
export const bookingListsRoutes = (
  reasons: CancellationReasonsService,
  guests: GuestFieldsService,
) =>
  adminRoutes('tee_sheet_manager', (app, { tags, config, write, errors }) => {
    const base = '/api/admin/cancellation-reasons';
    const Reasons = { 200: AdminCancellationReasonsResponse, ...errors };

    app.get(base, { config, schema: { tags, response: Reasons } }, (req) =>
      reasons.list(requireAuth(req)),
    );
    app.post(
      base,
      {
        ...write,
        schema: {
          tags,
          body: CancellationReasonInput,
          response: { 201: AdminCancellationReasonsResponse, ...errors },
        },
      },
      async (req, reply) => {
        const answer = await reasons.add(requireAuth(req), req.body);
        reply.code(201);
        return answer;
      },
    );
    // Before `${base}/:id`, which would take "order" for an id.
    app.put(
      `${base}/order`,
      { ...write, schema: { tags, body: CancellationReasonOrder, response: Reasons } },
      (req) => reasons.order(requireAuth(req), req.body),
    );
    app.put(
      `${base}/:id`,
      {
        ...write,
        schema: { tags, params: IdParams, body: CancellationReasonInput, response: Reasons },
      },
      (req) => reasons.rename(requireAuth(req), req.params.id, req.body),
    );
    app.delete(
      `${base}/:id`,
      { ...write, schema: { tags, params: IdParams, response: Reasons } },
      (req) => reasons.remove(requireAuth(req), req.params.id),
    );
    app.post(
      `${base}/:id/restore`,
      { ...write, schema: { tags, params: IdParams, response: Reasons } },
      (req) => reasons.restore(requireAuth(req), req.params.id),
    );

    app.get(
      '/api/admin/guest-fields',
      { config, schema: { tags, response: { 200: AdminGuestFieldsResponse, ...errors } } },
      (req) => guests.list(requireAuth(req)),
    );
    // Before '/api/admin/guest-fields/:veld' (no field is called "order").
    app.put(
      '/api/admin/guest-fields/order',
      {
        ...write,
        schema: {
          tags,
          body: GuestFieldOrder,
          response: { 200: AdminGuestFieldsResponse, ...errors },
        },
      },
      (req) => guests.order(requireAuth(req), req.body),
    );
    app.put(
      '/api/admin/guest-fields/:veld',
      {
        ...write,
        schema: {
          tags,
          params: GuestFieldParams,
          body: GuestFieldSetting,
          response: { 200: AdminGuestFieldsResponse, ...errors },
        },
      },
      (req) => guests.put(requireAuth(req), req.params.veld, req.body),
    );
  });
