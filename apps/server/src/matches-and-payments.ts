import type { FastifyInstance } from 'fastify';
import type { ClubContext } from './club-context/club-context';
import type { Db } from './db/connect';
import type { JobQueue } from './modules/jobs';
import type { ClubRepository } from './modules/club';
import type { CoursesRepository, CoursesService } from './modules/courses';
import {
  MatchAdminRepository,
  matchAdminRoutes,
  MatchAdminService,
  MatchAdminReads,
  MatchCardsService,
  MatchDeskService,
  MatchProcessingService,
  MatchStartListService,
} from './modules/match-admin';
import {
  EntryHandicaps,
  matchesRoutes,
  matchPaymentRoutes,
  MatchesRepository,
  MatchLeaderboardService,
  MatchListsRepository,
  MatchSignUpRepository,
  MatchesService,
  MatchListsService,
  MatchPriceService,
  MatchReads,
  MatchSignOutService,
  MatchSignUpService,
  type MatchEvents,
} from './modules/matches';
import type { MembersRepository, PersonVisibility } from './modules/members';
import {
  createPayments,
  DemoCheckoutLabels,
  paymentsRoutes,
  paymentJobs,
  type PaymentEvents,
  type PaymentsSetup,
} from './modules/payments';
import type { CardAccess, CardCreateService } from './modules/scorecards';
import type { MatchHolds } from './modules/tee-blocks';

/** What the matches and their payments are built from (made in app.ts). */
export interface MatchesAndPaymentsDeps {
  db: Db;
  clock: () => Date;
  jobs: JobQueue;
  clubs: ClubRepository;
  clubContext: ClubContext;
  members: MembersRepository;
  visibility: PersonVisibility;
  courses: CoursesRepository;
  /** Told how to read a team's playing handicaps (the course screen's PHCP of a match's team). */
  coursesService: CoursesService;
  cardAccess: CardAccess;
  cardCreate: CardCreateService;
  /** The tee sheet held for a match's drawn start list. */
  matchHolds: MatchHolds;
  /** What a payment's and a match's changes tell the members (messaging.ts). */
  messages: { payments: PaymentEvents; matches: MatchEvents };
  payments: PaymentsSetup;
  i18nDir: string;
}

/**
 * The matches (the member's lists, sign-up and sign-out, the leaderboard), the committee's side
 * of them, and the payments their sign-ups are paid by: built together because each sign-up opens
 * a bon and each payment recounts one. Answers the payments service (app.payments).
 */
export async function registerMatchesAndPayments(
  app: FastifyInstance,
  deps: MatchesAndPaymentsDeps,
) {
  const { db, clock, clubs, clubContext, members, visibility, courses } = deps;
  const payments = createPayments(db, deps.payments, clubs, clock, app.log);
  const paymentsService = payments.service;
  paymentsService.useEvents(deps.messages.payments);
  const matchesRepo = new MatchesRepository(db);
  const matchSignUpRepo = new MatchSignUpRepository(db);
  const matchReads = new MatchReads(matchesRepo, clubs, clubContext, visibility);
  matchReads.useEvents(deps.messages.matches);
  const matchPrice = new MatchPriceService(matchesRepo, paymentsService);
  paymentsService.useRecount((clubId, bon) => matchPrice.recount(clubId, bon));
  const matchesService = new MatchesService(matchesRepo, matchReads, matchPrice);
  // One reading of what one-ball sides' partners play off, for the live board and the results.
  const handicaps = new EntryHandicaps(matchesRepo, courses, deps.cardAccess.cards);
  await app.register(
    matchesRoutes({
      matches: matchesService,
      lists: new MatchListsService(
        matchesRepo,
        new MatchListsRepository(db),
        clubs,
        members,
        matchReads,
        matchPrice,
      ),
      signUp: new MatchSignUpService(
        matchesRepo,
        matchSignUpRepo,
        members,
        clock,
        visibility,
        matchReads,
        matchPrice,
      ),
      signOut: new MatchSignOutService(matchesRepo, matchSignUpRepo, matchReads, paymentsService),
      leaderboard: new MatchLeaderboardService(matchesRepo, courses, matchReads, clock, handicaps),
    }),
  );
  deps.coursesService.useTeams((auth, teamId) => matchesService.teamPhcp(auth, teamId));
  deps.jobs.every(paymentJobs(paymentsService.reconciliation));
  await app.register(matchPaymentRoutes(matchesService, matchPrice, paymentsService));
  await app.register(
    paymentsRoutes(paymentsService, {
      isCommittee: (clubId, relatieId) => clubContext.isCommittee({ clubId, relatieId }),
      ...(payments.demo
        ? { demo: { provider: payments.demo, labels: new DemoCheckoutLabels(deps.i18nDir) } }
        : {}),
    }),
  );

  const matchAdminRepo = new MatchAdminRepository(db, deps.cardAccess.cards);
  const matchBons = { matches: matchPrice, payments: paymentsService };
  const { matchHolds } = deps;
  const adminReads = new MatchAdminReads(clubContext, matchBons, deps.messages.matches, matchHolds);
  await app.register(
    matchAdminRoutes({
      admin: new MatchAdminService(matchAdminRepo, members, adminReads, matchHolds),
      startList: new MatchStartListService(matchAdminRepo, courses, adminReads, matchHolds),
      processing: new MatchProcessingService(
        matchAdminRepo,
        courses,
        adminReads,
        handicaps,
        matchBons,
      ),
      cards: new MatchCardsService(matchAdminRepo, members, courses, adminReads, deps.cardCreate),
      desk: new MatchDeskService(matchAdminRepo, adminReads, matchBons),
    }),
  );
  return paymentsService;
}
