import { randomUUID } from 'node:crypto';
import type { Bon, BonListEntry } from '@fairway/contract';
import { AppError, notFound } from '../../errors';
import type { ClubRepository } from '../club/club.repository';
import type { BonLine } from '../../db/schema';
import { afterCommit, withinRequestTransaction } from '../../db/transaction';
import { sameContent } from './bon-content';
import { crashPoint } from './crash-point';
import {
  IN_FLIGHT,
  REFUND_UNSETTLED,
  type BonRow,
  type BonStatus,
  type PaymentRow,
  type PaymentStatus,
  type PaymentsRepository,
  type RefundRow,
} from './payments.repository';
import {
  ProviderRefused,
  ProviderUnavailable,
  type PaymentProvider,
  type ProviderPayment,
} from './provider';

/** What the payments module logs with (pino's logger, as the app's). */
export interface PaymentsLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A bon the owning module opens or updates (e.g. a match registration and its products). */
export interface BonInput {
  relatieId: number;
  subjectKind: BonRow['subject_kind'];
  subjectId: number;
  /** What the subject belongs to (a match registration's match): its bons are found by it. */
  contextId?: number;
  /** What it is for, without the club (the service puts the club's name before it). */
  omschrijving: string;
  regels: BonLine[];
  /** The app path the member returns to after paying (e.g. the match's payment tab). */
  returnPath: string;
}

/** States from which a bon can be paid. */
const PAYABLE: BonStatus[] = ['open', 'failed', 'expired', 'cancelled'];
/** A provider's payment status as ours. */
const FROM_PROVIDER: Record<ProviderPayment['status'], PaymentStatus> = {
  open: 'open',
  pending: 'pending',
  authorized: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};
/** The states a payment may come from into each state: never backwards, never out of a final. */
const PREDECESSORS: Record<PaymentStatus, PaymentStatus[]> = {
  creating: [],
  open: ['creating'],
  pending: ['creating', 'open'],
  paid: ['creating', 'open', 'pending'],
  failed: ['creating', 'open', 'pending'],
  canceled: ['creating', 'open', 'pending'],
  expired: ['creating', 'open', 'pending'],
};
/** The bon's state after an attempt ended without paying. */
const BON_AFTER: Partial<Record<PaymentStatus, BonStatus>> = {
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'expired',
};
/** Reconciliation leaves attempts alone this long: a request may still be finishing them. */
export const RECONCILE_GRACE_MS = 2 * 60_000;
/** Provider answers that mean no payment was made (bad request, key, or unknown resource). */
const DEFINITE_REFUSALS = new Set([400, 401, 403, 404, 422]);
/** Mollie allows 255 characters of description. */
const DESCRIPTION_MAX = 255;

/**
 * Payment of bons (docs/ARCHITECTURE.md "Payments"). The provider is the only truth: a payment's
 * state changes only to what the provider answers when asked by this server (the webhook, the
 * member's return, reconciliation), never from what a browser says. The amount is always the bon's
 * from the database. Every change of a bon and its payments locks the bon first.
 */
export class PaymentsService {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly provider: PaymentProvider | null,
    private readonly clubs: ClubRepository,
    private readonly opts: { publicUrl: string },
    private readonly clock: () => Date,
    private readonly log: PaymentsLog = { warn: () => {}, error: () => {} },
  ) {}

  get providerName(): PaymentProvider['name'] | null {
    return this.provider?.name ?? null;
  }

  // ---- the owning module's calls ------------------------------------------------------------

  /**
   * Opens the subject's bon, or updates its lines when they changed (a new version: an attempt
   * for the old total will not pay it); asked again for the same content it stays as it is, so a
   * pay link asked twice pays with either checkout. A paid bon's total cannot change (BON_PAID:
   * refund first); a withdrawn or refunded bon is opened again.
   */
  async openBon(clubId: number, input: BonInput): Promise<Bon> {
    for (const line of input.regels) {
      if (!Number.isInteger(line.bedrag_cents) || line.bedrag_cents < 0)
        throw new AppError('VALIDATION', `bad line amount ${line.bedrag_cents}`);
    }
    const totaal = input.regels.reduce((sum, l) => sum + l.bedrag_cents, 0);
    const now = this.clock();
    const bonId = await this.repo.transaction(async (repo) => {
      const bon = await repo.insertBonOnce({
        club_id: clubId,
        relatie_id: input.relatieId,
        subject_kind: input.subjectKind,
        subject_id: input.subjectId,
        context_id: input.contextId ?? null,
        omschrijving: input.omschrijving,
        regels: input.regels,
        totaal_cents: totaal,
        return_path: input.returnPath,
        created_at: now,
        updated_at: now,
      });
      if (bon.withdrawn_at || bon.status === 'refunded')
        await repo.reopenBon(clubId, bon.id, input.relatieId, now);
      if (!sameContent(bon, { ...input, totaal_cents: totaal })) {
        if (bon.status === 'paid')
          throw new AppError('BON_PAID', 'a paid bon cannot change; refund it first');
        await repo.setLines(
          clubId,
          bon.id,
          {
            omschrijving: input.omschrijving,
            regels: input.regels,
            totaal_cents: totaal,
            return_path: input.returnPath,
          },
          now,
        );
      }
      return bon.id;
    });
    return this.view(clubId, (await this.repo.bon(clubId, bonId))!);
  }

  /**
   * The subject's bon, or undefined when it has none. With `lock` (inside the caller's
   * transaction) no payment can be applied to it, nor its state change, until that commits: the
   * owning module decides on the state it read (a sign-out: refund or withdraw).
   */
  async bonForSubject(
    clubId: number,
    kind: BonRow['subject_kind'],
    subjectId: number,
    opts: { lock?: boolean } = {},
  ): Promise<(Bon & { relatie_id: number }) | undefined> {
    const bon = opts.lock
      ? await this.repo.lockBonBySubject(clubId, kind, subjectId)
      : await this.repo.bonBySubject(clubId, kind, subjectId);
    return bon ? { ...(await this.view(clubId, bon)), relatie_id: bon.relatie_id } : undefined;
  }

  /**
   * Where a browser back from the checkout without a session is sent after logging in: the bon's
   * club and its screen in the app (nothing of the bon itself). Undefined for an unknown bon.
   */
  async returnWithoutSession(
    bonId: number,
  ): Promise<{ clubId: number; returnPath: string } | undefined> {
    const bon = await this.repo.bonAnywhere(bonId);
    return bon ? { clubId: bon.club_id, returnPath: bon.return_path } : undefined;
  }

  /** The member's own bon (another member's or club's: 404). */
  async memberBon(clubId: number, relatieId: number, bonId: number): Promise<Bon> {
    return this.view(clubId, await this.ownBon(clubId, relatieId, bonId));
  }

  /**
   * Where the member pays the bon: the provider's checkout for a new attempt, or for the attempt
   * still open. Refused with why not: NOTHING_TO_PAY, ALREADY_PAID, PAYMENT_PENDING; a provider
   * that cannot be reached is PAYMENT_PROVIDER_UNAVAILABLE and changes nothing the member sees.
   */
  async payLink(
    clubId: number,
    relatieId: number,
    bonId: number,
    /**
     * The address the member's app runs at (the request's Origin, which the CSRF rule has held
     * to this host): the checkout sends them back there, not to PUBLIC_URL when they opened the
     * app at another address. The webhook stays on PUBLIC_URL (the provider's servers call it).
     */
    returnOrigin?: string,
  ): Promise<{ checkout_url: string }> {
    const provider = this.requireProvider();
    await this.ownBon(clubId, relatieId, bonId);
    const now = this.clock();
    const step = await this.repo.transaction(async (repo) => {
      const bon = (await repo.lockBon(clubId, bonId))!;
      if (bon.status === 'paid') throw new AppError('ALREADY_PAID', 'this bon is paid');
      if (bon.withdrawn_at || bon.status === 'refunded' || bon.totaal_cents === 0)
        throw new AppError('NOTHING_TO_PAY', 'nothing to pay');
      const flying = await repo.inFlight(clubId, bonId);
      if (flying) {
        if (flying.status === 'pending')
          throw new AppError('PAYMENT_PENDING', 'a payment is being processed');
        if (flying.status === 'open' && flying.checkout_url && flying.bon_versie === bon.versie)
          return { reuse: flying.checkout_url } as const;
        if (flying.status === 'open')
          throw new AppError('PAYMENT_PENDING', 'an earlier attempt for another amount is open');
        return { create: flying, bon, reuse: undefined };
      }
      const payment = await repo.insertPayment({
        club_id: clubId,
        bon_id: bonId,
        provider: provider.name,
        amount_cents: bon.totaal_cents,
        bon_versie: bon.versie,
        status: 'creating',
        idempotency_key: randomUUID(),
        created_at: now,
        updated_at: now,
      });
      return { create: payment, bon, reuse: undefined };
    });
    if (step.reuse !== undefined) return { checkout_url: step.reuse };
    const created = await this.createAtProvider(step.create!, step.bon!, returnOrigin);
    if (!created.checkoutUrl) {
      // The provider says it is no longer open (an earlier try of this attempt was finished).
      const bon = await this.repo.bon(clubId, bonId);
      if (bon?.status === 'paid') throw new AppError('ALREADY_PAID', 'this bon is paid');
      throw new AppError('PAYMENT_PENDING', 'the payment is being processed');
    }
    return { checkout_url: created.checkoutUrl };
  }

  /**
   * The member came back from the checkout. The return itself proves nothing; when the attempt is
   * not settled yet the provider is asked once, then the bon is answered as the server knows it.
   */
  async afterReturn(
    clubId: number,
    relatieId: number,
    bonId: number,
  ): Promise<{ bon: Bon; returnPath: string }> {
    const bon = await this.ownBon(clubId, relatieId, bonId);
    const flying = await this.repo.inFlight(clubId, bonId);
    if (this.provider && flying?.provider_payment_id && flying.provider === this.provider.name) {
      try {
        await this.apply(flying, await this.provider.getPayment(flying.provider_payment_id));
      } catch (err) {
        // The webhook or reconciliation will tell; the member sees the state as it is known.
        this.log.warn({ err, payment: flying.id }, 'payment check on return failed');
      }
    }
    const now = (await this.repo.bon(clubId, bonId))!;
    return { bon: await this.view(clubId, now), returnPath: bon.return_path };
  }

  /**
   * The provider's webhook named a payment. Unknown ids change nothing (and the provider is not
   * asked about them); a known one is fetched from the provider and applied. Answers whether it
   * was known. A provider that cannot be reached throws ProviderUnavailable (the webhook answers
   * 503, so the provider calls again later).
   */
  async webhook(providerPaymentId: string): Promise<'unknown' | 'applied'> {
    if (!this.provider) return 'unknown';
    const payment = await this.repo.byProviderId(this.provider.name, providerPaymentId);
    if (!payment) return 'unknown';
    let seen: ProviderPayment;
    try {
      seen = await this.provider.getPayment(providerPaymentId);
    } catch (err) {
      if (err instanceof ProviderRefused && err.statusCode === 404) return 'unknown';
      throw err;
    }
    crashPoint('webhook-fetched');
    await this.apply(payment, seen);
    return 'applied';
  }

  /**
   * Refunds the bon's payment in full through the provider (a desk payment is given back at the
   * desk). Done once: a refunded bon answers as it is. Refused when nothing was paid.
   */
  async refund(
    clubId: number,
    bonId: number,
    reason: 'sign_out' | 'committee' | 'reserve',
  ): Promise<Bon> {
    const now = this.clock();
    const step = await this.repo.transaction(async (repo) => {
      const bon = await repo.lockBon(clubId, bonId);
      if (!bon) throw notFound('bon');
      if (bon.status === 'refunded') return null;
      const paid = await repo.applied(clubId, bonId);
      if (!paid || bon.status !== 'paid')
        throw new AppError('NOT_REFUNDABLE', 'nothing was paid for this bon');
      // Shares given back already (team mates who left) are not given back twice.
      const left = paid.amount_cents - (await repo.refundedOf(clubId, paid.id));
      const refund =
        left > 0
          ? await repo.insertRefundOnce({
              club_id: clubId,
              payment_id: paid.id,
              amount_cents: left,
              status: paid.provider === 'desk' ? 'refunded' : 'creating',
              reason,
              idempotency_key: randomUUID(),
              created_at: now,
              updated_at: now,
            })
          : undefined;
      await repo.unapply(clubId, paid.id, now);
      await repo.setBonStatus(clubId, bonId, 'refunded', now);
      return refund && paid.provider !== 'desk' ? { refund, payment: paid } : null;
    });
    if (step) await this.sendRefund(step.refund, step.payment);
    return this.view(clubId, (await this.repo.bon(clubId, bonId))!);
  }

  /**
   * Gives back a share of a paid bon (a team mate who left a paid team), at most what is left of
   * its payment; the bon stays paid. Each share once (`deel` names it): asked again it answers the
   * share's refund as it stands. Answers null when nothing is left to give back.
   */
  async refundShare(
    clubId: number,
    bonId: number,
    share: { deel: string; amountCents: number; reason: 'sign_out' | 'committee' },
  ): Promise<NonNullable<Bon['terugbetaling']> | null> {
    if (!share.deel) throw new AppError('VALIDATION', 'a share needs a name');
    const now = this.clock();
    const step = await this.repo.transaction(async (repo) => {
      const bon = await repo.lockBon(clubId, bonId);
      if (!bon) throw notFound('bon');
      const paid = await repo.applied(clubId, bonId);
      if (!paid || bon.status !== 'paid')
        throw new AppError('NOT_REFUNDABLE', 'nothing was paid for this bon');
      const amount = Math.min(
        share.amountCents,
        paid.amount_cents - (await repo.refundedOf(clubId, paid.id)),
      );
      if (amount <= 0) return null;
      const refund = await repo.insertRefundOnce({
        club_id: clubId,
        payment_id: paid.id,
        amount_cents: amount,
        status: paid.provider === 'desk' ? 'refunded' : 'creating',
        reason: share.reason,
        deel: share.deel,
        idempotency_key: randomUUID(),
        created_at: now,
        updated_at: now,
      });
      return refund ? { refund, payment: paid } : null;
    });
    if (!step) return null;
    if (step.payment.provider !== 'desk') await this.sendRefund(step.refund, step.payment);
    const now2 = (await this.repo.shareRefundsOfBon(clubId, bonId)).find(
      (r) => r.id === step.refund.id,
    );
    return { bedrag_cents: step.refund.amount_cents, status: now2?.status ?? step.refund.status };
  }

  /**
   * Another member pays the bon from now on (the one who made a sign-up left it). A paid or
   * refunded bon stays with who paid it; otherwise it moves, as a new version, so an attempt the
   * former payer still has open cannot pay it (one that does is given back).
   */
  async changePayer(clubId: number, bonId: number, relatieId: number): Promise<void> {
    await this.repo.transaction(async (repo) => {
      const bon = await repo.lockBon(clubId, bonId);
      if (!bon || bon.relatie_id === relatieId) return;
      if (bon.status === 'paid' || bon.status === 'refunded') return;
      await repo.setPayer(clubId, bonId, relatieId, true, this.clock());
    });
  }

  /** The member's bons of subjects within a context (their sign-ups of a match), newest first. */
  async memberBonsIn(
    clubId: number,
    relatieId: number,
    kind: BonRow['subject_kind'],
    contextId: number,
  ): Promise<(Bon & { subject_id: number })[]> {
    const rows = await this.repo.bonsOfMemberIn(clubId, relatieId, kind, contextId);
    const out: (Bon & { subject_id: number })[] = [];
    for (const bon of rows)
      out.push({ ...(await this.view(clubId, bon)), subject_id: bon.subject_id });
    return out;
  }

  /**
   * Inside a request's transaction (a keyed sign-out) the provider is asked once the refund is
   * committed with it: never a call out while holding the transaction, never a refund at the
   * provider for a sign-out that rolled back. A crash in between leaves it 'creating' for
   * reconciliation.
   */
  private async sendRefund(refund: RefundRow, payment: PaymentRow): Promise<void> {
    if (withinRequestTransaction())
      afterCommit(() =>
        this.refundAtProvider(refund, payment).catch((err: unknown) =>
          this.log.error({ err, refund: refund.id }, 'refund after commit failed'),
        ),
      );
    else await this.refundAtProvider(refund, payment);
  }

  /** The committee took the money at the desk: the bon is paid (once, like any payment). */
  async markPaidAtDesk(clubId: number, bonId: number, committeeId: number): Promise<Bon> {
    const now = this.clock();
    await this.repo.transaction(async (repo) => {
      const bon = await repo.lockBon(clubId, bonId);
      if (!bon) throw notFound('bon');
      if (bon.status === 'paid') throw new AppError('ALREADY_PAID', 'this bon is paid');
      if (bon.withdrawn_at || bon.totaal_cents === 0)
        throw new AppError('NOTHING_TO_PAY', 'nothing to pay');
      await repo.insertPayment({
        club_id: clubId,
        bon_id: bonId,
        provider: 'desk',
        amount_cents: bon.totaal_cents,
        bon_versie: bon.versie,
        status: 'paid',
        applied: true,
        idempotency_key: randomUUID(),
        marked_by: committeeId,
        created_at: now,
        updated_at: now,
      });
      await repo.setBonStatus(clubId, bonId, 'paid', now);
    });
    return this.view(clubId, (await this.repo.bon(clubId, bonId))!);
  }

  /** The subject was withdrawn without a refund (nothing paid): nothing more can be paid. */
  async withdraw(clubId: number, bonId: number): Promise<void> {
    await this.repo.withdrawBon(clubId, bonId, this.clock());
  }

  /**
   * Who has paid what, for the subjects named (the committee's list). `repo` lets a caller read
   * within its own transaction (one connection on PGlite: a read outside it would wait).
   */
  async list(
    clubId: number,
    kind: BonRow['subject_kind'],
    subjectIds: number[],
    repo: PaymentsRepository = this.repo,
  ): Promise<BonListEntry[]> {
    const rows = await repo.bonsBySubjects(clubId, kind, subjectIds);
    const out: BonListEntry[] = [];
    for (const bon of rows)
      out.push({
        ...(await this.view(clubId, bon, repo)),
        relatie_id: bon.relatie_id,
        subject_id: bon.subject_id,
        betaald_via:
          bon.status === 'paid' ? ((await repo.applied(clubId, bon.id))?.provider ?? null) : null,
      });
    return out;
  }

  /**
   * Asks the provider about every attempt and refund left unsettled (a lost webhook, a crash
   * between the provider's answer and our write) and gives back payments that could not pay
   * their bon. Answers how many it looked at. Attempts touched within `graceMs` are left to the
   * request that may still be finishing them (at a start none is: 0 there). Racing one is
   * harmless: the same idempotency key answers the same payment, and states only move forward.
   */
  async reconcile(graceMs = RECONCILE_GRACE_MS): Promise<{ payments: number; refunds: number }> {
    if (!this.provider) return { payments: 0, refunds: 0 };
    const before = new Date(this.clock().getTime() - graceMs);
    let paymentsSeen = 0;
    for (const p of await this.repo.unsettled(before, 200)) {
      if (p.provider !== this.provider.name) continue;
      paymentsSeen++;
      try {
        if (p.status === 'creating' || !p.provider_payment_id) {
          const bon = (await this.repo.bon(p.club_id, p.bon_id))!;
          await this.createAtProvider(p, bon);
        } else {
          await this.apply(p, await this.provider.getPayment(p.provider_payment_id));
        }
      } catch (err) {
        this.log.warn({ err, payment: p.id }, 'reconciliation: payment not settled');
      }
    }
    for (const { payment } of await this.repo.unappliedPaid(100)) {
      await this.refundUnapplied(payment);
    }
    let refundsSeen = 0;
    for (const { refund, payment } of await this.repo.unsettledRefunds(before, 200)) {
      refundsSeen++;
      await this.refundAtProvider(refund, payment);
    }
    return { payments: paymentsSeen, refunds: refundsSeen };
  }

  // ---- inside -------------------------------------------------------------------------------

  private readonly otherAddresses = new Set<string>();

  /**
   * Members reach the server at an address PUBLIC_URL does not name: said once per address, as
   * the provider calls the webhook (and sends a browser without an Origin back) at PUBLIC_URL.
   */
  private warnOtherAddress(origin: string) {
    if (origin === this.opts.publicUrl || this.otherAddresses.has(origin)) return;
    if (this.otherAddresses.size < 20) this.otherAddresses.add(origin);
    this.log.warn(
      { origin, publicUrl: this.opts.publicUrl },
      'members use an address PUBLIC_URL does not name: the payment webhook goes to PUBLIC_URL',
    );
  }

  private requireProvider(): PaymentProvider {
    if (!this.provider) throw new AppError('PAYMENTS_UNAVAILABLE', 'online payment is not set up');
    return this.provider;
  }

  private async ownBon(clubId: number, relatieId: number, bonId: number): Promise<BonRow> {
    const bon = await this.repo.bon(clubId, bonId);
    if (!bon || bon.relatie_id !== relatieId) throw notFound('bon');
    return bon;
  }

  /**
   * Creates the attempt at the provider (again, with the same idempotency key, when an earlier
   * try's answer was lost) and stores what it answered.
   */
  private async createAtProvider(
    payment: PaymentRow,
    bon: BonRow,
    returnOrigin = this.opts.publicUrl,
  ): Promise<ProviderPayment> {
    const provider = this.requireProvider();
    this.warnOtherAddress(returnOrigin);
    const club = await this.clubs.findOnPlatform(bon.club_id);
    const description = `${club?.naam ?? ''} – ${bon.omschrijving}`.slice(0, DESCRIPTION_MAX);
    let created: ProviderPayment;
    try {
      created = await provider.createPayment({
        amountCents: payment.amount_cents,
        description,
        redirectUrl: `${returnOrigin}/api/payments/bons/${bon.id}/return`,
        webhookUrl: `${this.opts.publicUrl}/api/payments/webhook`,
        idempotencyKey: payment.idempotency_key,
        reference: String(payment.id),
      });
    } catch (err) {
      if (err instanceof ProviderRefused && DEFINITE_REFUSALS.has(err.statusCode ?? 0)) {
        // Refused outright: no payment exists there; the attempt ends here. (A 409 or 429 is
        // not: the same key may be in use by a try still running; the attempt stays 'creating'.)
        await this.repo.movePayment(
          payment.club_id,
          payment.id,
          'failed',
          ['creating'],
          this.clock(),
        );
        this.log.error({ err, payment: payment.id }, 'payment refused by the provider');
      }
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'the payment provider cannot be reached', [
        { field: 'provider', message: err instanceof Error ? err.message : String(err) },
      ]);
    }
    crashPoint('payment-created');
    await this.apply(payment, created);
    return created;
  }

  /** Applies what the provider says of a payment: forward only, a bon paid at most once. */
  private async apply(payment: PaymentRow, seen: ProviderPayment): Promise<void> {
    const { club_id: clubId, id } = payment;
    const now = this.clock();
    const giveBack = await this.repo.transaction(async (repo) => {
      const bon = (await repo.lockBon(clubId, payment.bon_id))!;
      const current = (await repo.payment(clubId, id))!;
      if (current.provider_payment_id !== seen.id) {
        if (!(await repo.created(clubId, id, seen.id, seen.checkoutUrl, now))) return false;
      }
      const next = FROM_PROVIDER[seen.status];
      if (next === 'open' || current.status === next) {
        if (next !== 'paid' && PAYABLE.includes(bon.status))
          await repo.setBonStatus(clubId, bon.id, 'pending', now);
        return false;
      }
      if (next === 'paid') {
        const applies =
          seen.amountCents === current.amount_cents &&
          current.bon_versie === bon.versie &&
          bon.totaal_cents === current.amount_cents &&
          !bon.withdrawn_at &&
          bon.status !== 'paid' &&
          bon.status !== 'refunded' &&
          !(await repo.applied(clubId, bon.id));
        if (!(await repo.movePayment(clubId, id, 'paid', PREDECESSORS.paid, now, applies)))
          return false;
        if (applies) {
          await repo.setBonStatus(clubId, bon.id, 'paid', now);
          return false;
        }
        // Paid, but not for this bon as it stands (another total, already paid, withdrawn):
        // never applied silently; it is given back.
        this.log.warn({ payment: id, bon: bon.id }, 'paid payment not applied: refunding it');
        await this.restoreBonAfter(repo, bon, now);
        return true;
      }
      if (!(await repo.movePayment(clubId, id, next, PREDECESSORS[next], now))) return false;
      if (next === 'pending') {
        if (PAYABLE.includes(bon.status)) await repo.setBonStatus(clubId, bon.id, 'pending', now);
      } else {
        await repo.setBonStatus(clubId, bon.id, BON_AFTER[next]!, now, ['pending', ...PAYABLE]);
      }
      return false;
    });
    if (giveBack) await this.refundUnapplied({ ...payment, status: 'paid' });
  }

  /** A bon left 'pending' by an attempt that paid nothing for it goes back to open. */
  private async restoreBonAfter(repo: PaymentsRepository, bon: BonRow, now: Date) {
    if (bon.status === 'pending') await repo.setBonStatus(bon.club_id, bon.id, 'open', now);
  }

  /** Gives back a paid payment that pays no bon (once: one live refund per payment). */
  private async refundUnapplied(payment: PaymentRow): Promise<void> {
    const now = this.clock();
    const refund = await this.repo.insertRefundOnce({
      club_id: payment.club_id,
      payment_id: payment.id,
      amount_cents: payment.amount_cents,
      status: 'creating',
      reason: 'not_applied',
      idempotency_key: randomUUID(),
      created_at: now,
      updated_at: now,
    });
    if (refund) await this.refundAtProvider(refund, payment);
  }

  /** Asks the provider for the refund (again with its key) or its state, and stores it. */
  private async refundAtProvider(refund: RefundRow, payment: PaymentRow): Promise<void> {
    if (!this.provider || !payment.provider_payment_id || payment.provider !== this.provider.name)
      return;
    try {
      const seen =
        refund.status === 'creating' || !refund.provider_refund_id
          ? await this.provider.createRefund({
              paymentId: payment.provider_payment_id,
              amountCents: refund.amount_cents,
              description: `Refund ${payment.provider_payment_id}`,
              idempotencyKey: refund.idempotency_key,
            })
          : await this.provider.getRefund(payment.provider_payment_id, refund.provider_refund_id);
      await this.repo.refundCreated(refund.club_id, refund.id, seen.id, seen.status, this.clock());
    } catch (err) {
      if (err instanceof ProviderRefused && refund.status === 'creating') {
        await this.repo.refundCreated(refund.club_id, refund.id, null, 'failed', this.clock());
      }
      this.log.warn({ err, refund: refund.id }, 'refund not settled with the provider');
      if (!(err instanceof ProviderUnavailable) && !(err instanceof ProviderRefused)) throw err;
    }
  }

  /** A bon as the wire shows it. */
  private async view(clubId: number, bon: BonRow, repo = this.repo): Promise<Bon> {
    const refund =
      bon.status === 'refunded' ? await repo.latestRefundOfBon(clubId, bon.id) : undefined;
    const shares = await repo.shareRefundsOfBon(clubId, bon.id);
    return {
      id: bon.id,
      omschrijving: bon.omschrijving,
      regels: bon.regels,
      totaal_cents: bon.totaal_cents,
      status: bon.status,
      te_betalen: PAYABLE.includes(bon.status) && !bon.withdrawn_at && bon.totaal_cents > 0,
      betaald_op: bon.paid_at?.toISOString() ?? null,
      terugbetaling: refund ? { bedrag_cents: refund.amount_cents, status: refund.status } : null,
      deelterugbetalingen: shares.map((r) => ({
        deel: r.deel,
        bedrag_cents: r.amount_cents,
        status: r.status,
      })),
    };
  }
}

export { IN_FLIGHT, REFUND_UNSETTLED };
