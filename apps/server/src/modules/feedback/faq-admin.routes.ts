import { z } from 'zod';
import {
  AdminFaqInput,
  AdminFaqItem,
  AdminFaqList,
  AdminFaqMove,
  FaqParams,
} from '@fairway/contract';
import { adminRoutes } from '../../plugins/admin-routes';
import { requireAuth } from '../../plugins/session';
import { FAQ_ROLE, type FaqAdminService } from './faq-admin.service';

const access = { role: FAQ_ROLE, errors: [400, 401, 403, 404, 422] } as const;

/**
 * The club's FAQ in the back office (role news_editor; 403 for other members, 404 for another
 * club's entry). Every write takes an Idempotency-Key.
 */
export const faqAdminRoutes = (faq: FaqAdminService) =>
  adminRoutes(access, (app, { tags, config, write, errors }) => {
    const item = { 200: AdminFaqItem, ...errors };

    app.get(
      '/api/admin/faq',
      { schema: { tags, response: { 200: AdminFaqList, ...errors } }, config },
      (req) => faq.list(requireAuth(req)),
    );
    app.post(
      '/api/admin/faq',
      {
        schema: { tags, body: AdminFaqInput, response: { 201: AdminFaqItem, ...errors } },
        ...write,
      },
      async (req, reply) => {
        const created = await faq.create(requireAuth(req), req.body);
        reply.code(201);
        return created;
      },
    );
    app.put(
      '/api/admin/faq/:faq_id',
      { schema: { tags, params: FaqParams, body: AdminFaqInput, response: item }, ...write },
      (req) => faq.update(requireAuth(req), req.params.faq_id, req.body),
    );
    app.put(
      '/api/admin/faq/:faq_id/position',
      {
        schema: {
          tags,
          params: FaqParams,
          body: AdminFaqMove,
          response: { 200: AdminFaqList, ...errors },
        },
        ...write,
      },
      (req) => faq.move(requireAuth(req), req.params.faq_id, req.body.position),
    );
    app.delete(
      '/api/admin/faq/:faq_id',
      {
        schema: {
          tags,
          params: FaqParams,
          response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
        },
        ...write,
      },
      (req) => faq.delete(requireAuth(req), req.params.faq_id),
    );
  });
