import formbody from '@fastify/formbody';
import { appOrigin } from '../../lib/app-origin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Bon,
  BonListQuery,
  BonListResponse,
  ErrorBody,
  IdParams,
  CheckoutResponse,
  PAYMENT_WEBHOOK_PATH,
  PaymentWebhookBody,
  errorResponses,
} from '@fairway/contract';
import { AppError } from '../../errors';
import { requireAuth } from '../../plugins/session';
import type { Auth } from '../../club-context/caller';
import type { DemoCheckoutLabels } from './demo-checkout-page';
import { demoCheckoutPage, pageLanguage } from './demo-checkout-page';
import { DEMO_OUTCOMES, type DemoProvider } from './demo-provider';
import type { PaymentsService } from './payments.service';
import { ProviderUnavailable } from './provider';

const errors = errorResponses(401, 403, 404, 409, 503);

export const paymentsRoutes =
  (
    payments: PaymentsService,
    opts: {
      /** Whether the member is on the club's committee (marks desk payments, refunds, lists). */
      isCommittee: (clubId: number, relatieId: number) => Promise<boolean>;
      demo?: { provider: DemoProvider; labels: DemoCheckoutLabels };
    },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // Mollie posts its webhook form-encoded (`id=tr_…`).
    await app.register(formbody, { bodyLimit: 4 * 1024 });

    const committee = async (request: { auth: Auth | null }) => {
      const auth = requireAuth(request);
      if (!(await opts.isCommittee(auth.clubId, auth.relatieId)))
        throw new AppError('FORBIDDEN', 'for the committee only');
      return auth;
    };

    app.post(
      PAYMENT_WEBHOOK_PATH,
      {
        schema: {
          tags: ['payments'],
          description:
            "The provider's webhook: names a payment, nothing more. The server asks the provider " +
            'for its state. 200 also for an unknown id; 503 when the provider cannot be asked ' +
            '(the provider calls again).',
          body: PaymentWebhookBody,
          response: { 200: z.object({}), 400: ErrorBody, 503: ErrorBody },
        },
        // Called by the provider: no session, no CSRF header (security.ts explains why that is safe).
        config: { public: true },
      },
      async (request) => {
        try {
          await payments.confirmation.webhook(request.body.id);
        } catch (err) {
          if (err instanceof ProviderUnavailable)
            throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', err.message);
          throw err;
        }
        return {};
      },
    );

    app.get(
      '/api/payments/bons/:id',
      {
        schema: { tags: ['payments'], params: IdParams, response: { 200: Bon, ...errors } },
      },
      (request) => {
        const auth = requireAuth(request);
        return payments.memberBon(auth.clubId, auth.relatieId, request.params.id);
      },
    );

    app.post(
      '/api/payments/bons/:id/paylink',
      {
        schema: {
          tags: ['payments'],
          description:
            "Where the member pays the bon (spec §7 paylink): a new attempt's checkout, or the one " +
            'still open (a repeat answers the same checkout, so no Idempotency-Key is needed). ' +
            'Refusals: NOTHING_TO_PAY, ALREADY_PAID, PAYMENT_PENDING, PAYMENT_PROVIDER_UNAVAILABLE.',
          params: IdParams,
          response: { 200: CheckoutResponse, ...errors },
        },
      },
      (request) => {
        const auth = requireAuth(request);
        return payments.checkout.payLink(
          auth.clubId,
          auth.relatieId,
          request.params.id,
          appOrigin(request.headers.origin),
        );
      },
    );

    app.get(
      '/api/payments/bons/:id/return',
      {
        schema: {
          tags: ['payments'],
          description:
            "The provider sends the member's browser here after the checkout. It marks nothing " +
            'paid: the provider is asked once if the attempt is not settled, then the browser goes ' +
            "to the bon's page in the app with the state as the server knows it.",
          params: IdParams,
        },
        // A browser coming back from the bank may have lost its session: it goes to the login.
        config: { public: true },
      },
      async (request, reply) => {
        // A browser that lost its session (another address, a cleared cookie) logs in at the
        // bon's club and comes back to the payment: the club and the screen ride along.
        if (!request.auth) {
          const to = await payments.returnWithoutSession(request.params.id);
          const params = new URLSearchParams(
            to ? { club: String(to.clubId), next: to.returnPath } : {},
          );
          const qs = params.toString();
          return reply.redirect(qs ? `/login?${qs}` : '/login', 303);
        }
        const { bon, returnPath } = await payments.confirmation.afterReturn(
          request.auth.clubId,
          request.auth.relatieId,
          request.params.id,
        );
        const sep = returnPath.includes('?') ? '&' : '?';
        return reply.redirect(`${returnPath}${sep}betaling=${bon.status}`, 303);
      },
    );

    app.get(
      '/api/payments/bons',
      {
        schema: {
          tags: ['payments'],
          description: 'Who has paid what, for the subjects named (the committee).',
          querystring: BonListQuery,
          response: { 200: BonListResponse, ...errors, ...errorResponses(400) },
        },
      },
      async (request) => {
        const auth = await committee(request);
        return payments.list(auth.clubId, request.query.subject_kind, request.query.subject_ids);
      },
    );

    app.post(
      '/api/payments/bons/:id/desk',
      {
        schema: {
          tags: ['payments'],
          description:
            'The committee took the money at the desk: the bon is paid, for what its subject costs now.',
          params: IdParams,
          response: { 200: Bon, ...errors },
        },
      },
      async (request) => {
        const auth = await committee(request);
        return payments.markPaidAtDesk(auth.clubId, request.params.id, auth.relatieId);
      },
    );

    app.post(
      '/api/payments/bons/:id/refund',
      {
        schema: {
          tags: ['payments'],
          description: "Refunds the bon's payment in full through the provider (the committee).",
          params: IdParams,
          response: { 200: Bon, ...errors },
        },
      },
      async (request) => {
        const auth = await committee(request);
        return payments.refunds.refund(auth.clubId, request.params.id, 'committee');
      },
    );

    if (!opts.demo) return;
    const { provider: demo, labels } = opts.demo;
    const DemoParams = z.object({ id: z.string().regex(/^tr_demo_[0-9a-f]{16}$/) });

    // The demo provider's checkout: a page of "the provider", outside /api (no session).
    app.get(
      '/payments/demo/checkout/:id',
      { schema: { hide: true, params: DemoParams } },
      async (request, reply) => {
        const language = pageLanguage(request.headers['accept-language']);
        const html = demoCheckoutPage(
          await labels.of(language),
          language,
          await demo.find(request.params.id),
        );
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(html);
      },
    );

    app.post(
      '/payments/demo/checkout/:id',
      {
        schema: {
          hide: true,
          params: DemoParams,
          body: z.object({ outcome: z.enum(DEMO_OUTCOMES) }),
        },
      },
      async (request, reply) => {
        const back = await demo.choose(request.params.id, request.body.outcome);
        if (!back) throw new AppError('NOT_FOUND', 'no such demo payment');
        return reply.redirect(back, 303);
      },
    );
  };
