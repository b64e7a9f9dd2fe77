import {
  AdminBookingRulesResponse,
  AdminCategoryBookingRules,
  CategoryBookingRules,
  IdParams,
} from '@fairway/contract';
import { adminRoutes } from '../../plugins/admin-routes';
import { requireAuth } from '../../plugins/session';
import type { BookingRulesService } from './booking-rules.service';

/**
 * Booking rules per member category (role tee_sheet_manager; 404 for another club's category).
 * The write takes an Idempotency-Key: the whole call runs in its transaction.
 */
export const bookingRulesRoutes = (rules: BookingRulesService) =>
  adminRoutes('tee_sheet_manager', (app, { tags, config, errors }) => {
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
  });
