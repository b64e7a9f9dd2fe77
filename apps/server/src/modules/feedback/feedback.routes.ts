import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FaqResponse, FeedbackRequest, FeedbackResponse, errorResponses } from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { FeedbackService } from './feedback.service';

export const feedbackRoutes =
  (feedback: FeedbackService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/feedback',
      {
        schema: {
          tags: ['feedback'],
          body: FeedbackRequest,
          response: { 200: FeedbackResponse, ...errorResponses(400, 401, 422) },
        },
        // A second tap, or a retry after a lost answer, must not send the feedback twice.
        config: { idempotent: true },
      },
      (request) => {
        const auth = requireAuth(request);
        return feedback.send(auth.clubId, auth.relatieId, request.body);
      },
    );

    app.get(
      '/api/faq',
      { schema: { tags: ['feedback'], response: { 200: FaqResponse, ...errorResponses(401) } } },
      (request) => {
        const auth = requireAuth(request);
        return feedback.faq(auth.clubId, auth.relatieId);
      },
    );
  };
