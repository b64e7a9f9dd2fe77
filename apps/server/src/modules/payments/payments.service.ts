import { randomUUID } from 'node:crypto';
import type { Bon, BonListEntry } from '@fairway/contract';
import { AppError, notFound } from '../../errors';
import type { ClubRepository } from '../club';
import type { BonLine } from '../../db/schema';
import { sameContent } from './bon-content';
import { bonView, ownBon } from './bon-view';
import {
  IN_FLIGHT,
  REFUND_UNSETTLED,
  type BonRow,
  type PaymentsRepository,
} from './payments.repository';
import type { PaymentProvider } from './provider';
import { PaymentCheckout } from './payment-checkout';
import { PaymentConfirmation } from './payment-confirmation';
import { PaymentReconciliation } from './payment-reconciliation';
import { PaymentRefunds } from './payment-refunds';
import type { PaymentsLog } from './payments-log';
import type { PaymentEvents } from './payment-events';

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

/**
 * How the owning module brings a bon to what its subject costs now (its lines as the subject
 * stands), taking the subject's lock first; nothing when the subject is gone.
 */
export type Recount = (clubId: number, bon: BonRow) => Promise<void>;

/**
 * Payment of bons (docs/ARCHITECTURE.md "Payments"). The provider is the only truth: a payment's
 * state changes only to what the provider answers when asked by this server (the webhook, the
 * member's return, reconciliation), never from what a browser says. The amount is always the bon's
 * from the database. Every change of a bon and its payments locks the bon first.
 *
 * This service holds the bons the owning modules open and read, and the desk's payment; each
 * other job is its own part: `checkout` (pay links), `confirmation` (the provider's word applied:
 * webhook, return), `refunds` and `reconciliation` (the job that settles what was left).
 */
export class PaymentsService {
  readonly refunds: PaymentRefunds;
  readonly confirmation: PaymentConfirmation;
  readonly checkout: PaymentCheckout;
  readonly reconciliation: PaymentReconciliation;

  constructor(
    private readonly repo: PaymentsRepository,
    private readonly provider: PaymentProvider | null,
    clubs: ClubRepository,
    opts: { publicUrl: string },
    private readonly clock: () => Date,
    log: PaymentsLog = { warn: () => {}, error: () => {} },
  ) {
    this.refunds = new PaymentRefunds(repo, provider, clock, log);
    this.confirmation = new PaymentConfirmation(repo, provider, this.refunds, clock, log);
    this.checkout = new PaymentCheckout(repo, provider, clubs, opts, this.confirmation, clock, log);
    this.reconciliation = new PaymentReconciliation(
      repo,
      provider,
      this.checkout,
      this.confirmation,
      this.refunds,
      clock,
      log,
    );
  }

  /** What a payment failed or refunded starts elsewhere (the member's notifications). */
  useEvents(events: PaymentEvents): void {
    this.repo.events = events;
  }

  private recount: Recount = async () => {};

  /** How the owning module recounts a bon before the desk marks it paid (set at app build). */
  useRecount(recount: Recount): void {
    this.recount = recount;
  }

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
    return bonView(this.repo, clubId, (await this.repo.bon(clubId, bonId))!);
  }

  /**
   * The subject's bon, or undefined when it has none, with its lines as the owning module wrote
   * them. With `lock` (inside the caller's transaction) no payment can be applied to it, nor its
   * state change, until that commits: the owning module decides on the state it read (a
   * sign-out: refund or withdraw).
   */
  async bonForSubject(
    clubId: number,
    kind: BonRow['subject_kind'],
    subjectId: number,
    opts: { lock?: boolean } = {},
  ): Promise<(Omit<Bon, 'regels'> & { regels: BonLine[]; relatie_id: number }) | undefined> {
    const bon = opts.lock
      ? await this.repo.lockBonBySubject(clubId, kind, subjectId)
      : await this.repo.bonBySubject(clubId, kind, subjectId);
    return bon
      ? {
          ...(await bonView(this.repo, clubId, bon)),
          regels: bon.regels,
          relatie_id: bon.relatie_id,
        }
      : undefined;
  }

  /** Whether an attempt to pay the bon is under way (creating, open or pending). */
  async underWay(clubId: number, bonId: number): Promise<boolean> {
    return (await this.repo.inFlight(clubId, bonId)) !== undefined;
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
    return bonView(this.repo, clubId, await ownBon(this.repo, clubId, relatieId, bonId));
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
      out.push({ ...(await bonView(this.repo, clubId, bon)), subject_id: bon.subject_id });
    return out;
  }

  /**
   * The committee took the money at the desk: the bon is paid (once, like any payment), for what
   * its subject costs now. The bon's lines are those of when it was last opened, and the
   * committee may have changed the fee since: the owning module recounts it first, in the same
   * transaction, whichever route the desk took.
   */
  async markPaidAtDesk(clubId: number, bonId: number, committeeId: number): Promise<Bon> {
    const now = this.clock();
    await this.repo.atomically(async () => {
      const found = await this.repo.bon(clubId, bonId);
      if (found) await this.recount(clubId, found);
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
    });
    return bonView(this.repo, clubId, (await this.repo.bon(clubId, bonId))!);
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
        ...(await bonView(repo, clubId, bon)),
        relatie_id: bon.relatie_id,
        subject_id: bon.subject_id,
        betaald_via:
          bon.status === 'paid' ? ((await repo.applied(clubId, bon.id))?.provider ?? null) : null,
      });
    return out;
  }
}

export { IN_FLIGHT, REFUND_UNSETTLED };
