import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBookingRulesResponse,
  AdminCategoryBookingRules,
  CategoryBookingRules,
  IdParams,
  errorResponses,
} from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { BookingRulesService } from './booking-rules.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/**
 * Booking rules per member category (role tee_sheet_manager; 404 for another club's category).
 * The write takes an Idempotency-Key: the whole call runs in its transaction.
 */
export const bookingRulesRoutes =
  (rules: BookingRulesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { role: 'tee_sheet_manager' } as const;
    app.get(
      '/api/admin/booking-rules',
      { config, schema: { tags, response: { 200: AdminBookingRulesResponse, ...errors } } },
      (req) => rules.list(requireAuth(req)),
    );
    app.put(
      '/api/admin/booking-rules/:id',
      {
        config: { ...config, idempotent: true },
        schema: {
          tags,
          params: IdParams,
          body: CategoryBookingRules,
          response: { 200: AdminCategoryBookingRules, ...errors },
        },
      },
      (req) => rules.put(requireAuth(req), req.params.id, req.body),
    );
  };
