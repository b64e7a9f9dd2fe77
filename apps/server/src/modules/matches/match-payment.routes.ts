import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Bon, IdParams, MATCH_REFUSAL, PayLinkResponse, errorResponses } from '@fairway/contract';
import { AppError } from '../../errors';
import { appOrigin } from '../../lib/app-origin';
import { requireAuth } from '../../plugins/session';
import type { Auth } from '../../club-context/caller';
import type { PaymentsService } from '../payments';
import type { MatchPriceService } from './match-price.service';
import type { MatchesService } from './matches.service';

/**
 * The payment seam (spec §7 /paylink and /pay): a match registration's bon is kept by the
 * payments module (subject 'match_registration', the sign-up's team), opened from the sign-up
 * (the fee per player and the products taken) each time it is asked for, so a changed sign-up
 * changes the bon (a paid one cannot change: refund first).
 */
export const matchPaymentRoutes =
  (
    matches: MatchesService,
    price: MatchPriceService,
    payments: PaymentsService,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['matches'];

    /**
     * The caller's bon for the match; MATCH_NO_PAYMENT when the match takes no online payment.
     * A team mate's is NOTHING_TO_PAY: the one who made the sign-up pays for the whole team
     * (team mates see the bon and its state on the payment tab, read-only).
     */
    const bonOf = async (auth: Auth, id: number) => {
      const match = await matches.get(auth, id);
      if (match.ideal_betalingen !== 'j')
        throw new AppError('MATCH_NO_PAYMENT', MATCH_REFUSAL.MATCH_NO_PAYMENT);
      const registration = await matches.registration(auth, id);
      if (!registration.signed_up || registration.team_id === null || !match.bon)
        throw new AppError('NOTHING_TO_PAY', 'nothing to pay');
      if (registration.reservelijst)
        throw new AppError('RESERVE_LIST', 'a reserve-list sign-up is paid once it has a place', [
          { field: 'reservelijst', message: 'paid once the sign-up has a place in the field' },
        ]);
      if (!match.bon.eigen)
        throw new AppError('NOTHING_TO_PAY', 'the team mate who made the sign-up pays it', [
          { field: 'team', message: 'paid by the team mate who made the sign-up' },
        ]);
      return price.openTeamBon(auth.clubId, id, registration.team_id);
    };

    // It may start a payment at the provider: asked with POST by the app; the spec's GET is
    // held to the same CSRF rule, so a link or navigation from another site cannot start one.
    const payLink = {
      config: { changesState: true },
      schema: {
        tags,
        description:
          "The checkout for the caller's sign-up (spec §7); asked again, the same checkout. It " +
          'may create a payment at the provider, so it needs the x-fairway-request header, GET ' +
          'as POST. Refusals: MATCH_NO_PAYMENT, NOTHING_TO_PAY, RESERVE_LIST, ALREADY_PAID, ' +
          'PAYMENT_PENDING, PAYMENT_PROVIDER_UNAVAILABLE.',
        params: IdParams,
        response: { 200: PayLinkResponse, ...errorResponses(401, 403, 404, 409, 503) },
      },
    };
    const payLinkOf = async (auth: Auth, id: number, origin: string | undefined) => {
      const bon = await bonOf(auth, id);
      const { checkout_url } = await payments.checkout.payLink(
        auth.clubId,
        auth.relatieId,
        bon.id,
        appOrigin(origin),
      );
      return { url: checkout_url };
    };
    app.post('/api/wedstrijd/:id/paylink', payLink, (req) =>
      payLinkOf(requireAuth(req), req.params.id, req.headers.origin),
    );
    app.get('/api/wedstrijd/:id/paylink', payLink, (req) =>
      payLinkOf(requireAuth(req), req.params.id, req.headers.origin),
    );

    app.get(
      '/api/wedstrijd/:id/pay',
      {
        schema: {
          tags,
          description:
            "The caller's bon with its state as the server knows it (asking the provider once " +
            'when an attempt is not settled). A browser (Accept: text/html) is sent on to the ' +
            "match's payment tab.",
          params: IdParams,
          response: { 200: Bon, ...errorResponses(401, 404, 409, 503) },
        },
      },
      async (req, reply) => {
        const auth = requireAuth(req);
        const bon = await bonOf(auth, req.params.id);
        const after = await payments.confirmation.afterReturn(auth.clubId, auth.relatieId, bon.id);
        if ((req.headers.accept ?? '').includes('text/html'))
          return reply.redirect(`${after.returnPath}?betaling=${after.bon.status}`, 303);
        return after.bon;
      },
    );
  };
