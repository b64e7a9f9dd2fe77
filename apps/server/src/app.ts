import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { registerBackOffice } from './back-office';
import { registerAdminRoles } from './plugins/admin-roles';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Db } from './db/connect';
import type { QueueDb } from './db/queue-db';
import { cleanupJobs, JobQueue, lockExpiry } from './modules/jobs';
import type { NotificationChannel } from './modules/notifications';
import {
  AuthService,
  authRoutes,
  LoginDeviceRepository,
  PasswordLinkRepository,
  PasswordLinks,
  SessionRepository,
} from './modules/auth';
import {
  BookingPlayersService,
  BookingRepository,
  bookingRoutes,
  BookingService,
  BookingChangeService,
  BookingCreateService,
  BookingReads,
  TeeSheetService,
} from './modules/booking';
import { ClubContext } from './club-context/club-context';
import { RateLimitRepository, RateLimiter } from './modules/rate-limit';
import { type BlockCaches, sheetHolds } from './modules/tee-blocks';
import { ClubRepository, clubRoutes, ClubService } from './modules/club';
import { BookingRulesRepository, MemberBookingRules } from './modules/booking-rules';
import { FeedbackRepository, feedbackRoutes, FeedbackService } from './modules/feedback';
import {
  MembersRepository,
  membersRoutes,
  MembersService,
  DataExport,
  DataExportRepository,
  PersonVisibility,
} from './modules/members';
import {
  HandicapHistoryService,
  handicapRoutes,
  ScoringRecordRepository,
  ScoringRecordService,
} from './modules/handicap';
import { NewsRepository, newsRoutes, NewsService } from './modules/news';
import type { EmailChannel, EmailSetup } from './modules/email';
import type { PushChannel } from './modules/push';
import {
  registerLiveUpdates,
  registerNotifications,
  registerPushAndEmail,
  type LiveDeps,
  type PushAndEmailDeps,
} from './messaging';
import { SystemRepository, SystemService, systemRoutes } from './modules/system';
import {
  CoursesRepository,
  coursesRoutes,
  CoursesService,
  CourseInfoService,
  courseInfoRoutes,
  CourseStatusRepository,
  PhcpService,
} from './modules/courses';
import {
  type DecodeGate,
  FilePictureStore,
  NewsPictures,
  type PictureStore,
  picturesRoutes,
  PicturesRepository,
  ProfilePictureService,
} from './modules/pictures';
import { ImageLabelSource, memberImagesRoutes, MemberImagesService } from './modules/member-images';
import {
  ScorecardsRepository,
  scorecardsRoutes,
  CardAccess,
  CardCreateService,
  CardMarkerService,
  ScorecardsService,
} from './modules/scorecards';
import type { PaymentsService, PaymentsSetup } from './modules/payments';
import { registerMatchesAndPayments } from './matches-and-payments';
import type { LiveBus } from './modules/events';
import { contractVersion } from '@fairway/contract/version';
import { registerContractCheck } from './plugins/contract-check';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerIdempotency, IdempotencyRepository } from './modules/idempotency';
import { registerProxyWarning } from './plugins/proxy-warning';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerTextInput } from './plugins/text-input';
import { inlineScriptHashes, registerWeb } from './plugins/web';
import { I18N_DIR } from './paths';
import { DEFAULT_SERVER_TIMEOUTS, serverTimeoutOptions, type ServerTimeouts } from './config';

export interface AppDeps {
  db: Db;
  /**
   * The job queue's own connection (Database.queueDb); without it the queue goes through `db`,
   * enough for creating and running jobs but not for `app.jobs.start()` on PGlite.
   */
  queueDb?: QueueDb;
  /** Ways out besides the inbox, in place of web push and email (a test's own). */
  notificationChannels?: readonly NotificationChannel[];
  /** The clock every service reads; tests pass a fixed one. */
  clock?: () => Date;
  logger?: boolean | { level: string };
  cookieSecure?: boolean;
  /** Built web app to serve; omitted in API-only tests. */
  webDist?: string;
  /** First screens painted at once before the plain page is served (plugins/first-screen.ts). */
  firstScreenMaxInFlight?: number;
  /** The event loop's lag (ms) above which the plain page is served instead (first-screen.ts). */
  firstScreenMaxLagMs?: number;
  /** The contract's version this server answers by; by default its own (packages/contract/version.mjs). */
  contractVersion?: string;
  /** Where nl_NL.json, en_US.json and et_EE.json live. */
  i18nDir?: string;
  /**
   * Behind a proxy the client address comes from X-Forwarded-For (login rate limits); without it,
   * the first request that came through a proxy is logged as a warning.
   */
  trustProxy?: boolean;
  /** Send Strict-Transport-Security (the server is reached over HTTPS). */
  hsts?: boolean;
  /** How long a client may take to send a request, and keep an idle connection. */
  timeouts?: ServerTimeouts;
  /**
   * Where members' pictures are kept (main.ts: DATA_DIR/pictures); without one, a new folder
   * under the system's temporary directory (tests, benchmarks).
   */
  pictures?: PictureStore;
  /**
   * How many uploaded pictures this process decodes at once and holds waiting; by default
   * DEFAULT_DECODE_LIMITS (tests pass their own, to watch it).
   */
  pictureDecoding?: DecodeGate;
  /**
   * Online payment: the provider (Mollie's, a test's, 'demo' — the default — or 'off') and the
   * address the provider and the member's browser reach this server at.
   */
  payments?: PaymentsSetup;
  /**
   * Web Push: which endpoints a member may subscribe (the browsers' push services by default) and
   * the HTTPS agent that reaches them (a test's push service with its own certificate).
   */
  push?: PushAndEmailDeps['push'];
  /** How notification mails leave (config.ts `email`); into the log by default. */
  email?: EmailSetup;
  /** Live updates: the database's notifications this process hears (none without), timings. */
  live?: LiveDeps;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments module's service: the match module's and the scheduled jobs' entry. */
    payments: PaymentsService;
    /** The ways a notification reaches a member, for the module that sends them. */
    notificationChannels: { push: PushChannel; email: EmailChannel };
    /** The job queue (modules/jobs): main.ts starts its workers; it stops with the app. */
    jobs: JobQueue;
    /** This process's live events (modules/events): the tests' and the bench's view of them. */
    live: LiveBus;
  }
}

/** Builds the whole server: plugins first, then each module's routes, explicitly. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // Path parameters longer than this are refused before they reach a handler.
    routerOptions: { maxParamLength: 200 },
    ...serverTimeoutOptions(deps.timeouts ?? DEFAULT_SERVER_TIMEOUTS),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sessions = new SessionRepository(deps.db);
  const members = new MembersRepository(deps.db);
  const clubRepo = new ClubRepository(deps.db);
  const limiter = new RateLimiter(new RateLimitRepository(deps.db), clock);
  const auth = new AuthService(
    sessions,
    members,
    clubRepo,
    limiter,
    new LoginDeviceRepository(deps.db),
    clock,
  );

  const jobs = new JobQueue(deps.db, {
    ...(deps.queueDb ? { queueDb: deps.queueDb } : {}),
    clock,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  jobs.every(cleanupJobs(deps.db));
  app.addHook('onReady', () => jobs.prepare());
  app.addHook('onClose', () => jobs.stop());

  registerErrorHandler(app);
  if (!deps.trustProxy) registerProxyWarning(app);
  // First: a call from an app built for another contract is refused before anything else runs.
  registerContractCheck(app, deps.contractVersion ?? contractVersion());
  registerTextInput(app);
  // gzip/brotli for the app's JS and CSS and larger JSON answers (phones on mobile networks).
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  registerSecurity(app, inlineScriptHashes(deps.webDist ?? ''), { hsts: deps.hsts ?? false });
  registerSession(app, auth);
  const clubContext = new ClubContext(clubRepo, members, clock);
  registerAdminRoles(app, clubContext);
  registerIdempotency(app, new IdempotencyRepository(deps.db), clock);
  await registerDocs(app);

  const passwordLinks = new PasswordLinks(new PasswordLinkRepository(deps.db), limiter, clock);
  await app.register(authRoutes(auth, passwordLinks, { cookieSecure: deps.cookieSecure ?? false }));
  const bookingRules = new BookingRulesRepository(deps.db);
  const memberRules = new MemberBookingRules(bookingRules);
  await app.register(clubRoutes(new ClubService(clubRepo, memberRules)));
  const visibility = new PersonVisibility(members, clubRepo);
  const membersService = new MembersService(members, clubRepo, visibility, clubContext);
  await app.register(
    membersRoutes(
      membersService,
      new DataExport(new DataExportRepository(deps.db), members, membersService, clock),
    ),
  );
  const pictureStore =
    deps.pictures ?? new FilePictureStore(mkdtempSync(path.join(tmpdir(), 'fairway-pictures-')));
  const profilePictures = new ProfilePictureService(
    new PicturesRepository(deps.db),
    pictureStore,
    deps.pictureDecoding,
  );
  const newsPictures = new NewsPictures(pictureStore);
  await app.register(newsRoutes(new NewsService(new NewsRepository(deps.db), clock), newsPictures));
  await app.register(feedbackRoutes(new FeedbackService(new FeedbackRepository(deps.db), members)));
  const coursesRepo = new CoursesRepository(deps.db);
  const coursesService = new CoursesService(coursesRepo, members);
  await app.register(coursesRoutes(coursesService));
  await app.register(
    courseInfoRoutes(
      new CourseInfoService(coursesRepo, new CourseStatusRepository(deps.db), clubContext),
      new PhcpService(coursesRepo, members, clubRepo),
    ),
  );
  const recordRepo = new ScoringRecordRepository(deps.db);
  await app.register(
    memberImagesRoutes(
      new MemberImagesService(
        members,
        clubRepo,
        recordRepo,
        new ImageLabelSource(deps.i18nDir ?? I18N_DIR),
        clubContext,
      ),
    ),
  );
  await app.register(picturesRoutes(profilePictures, limiter));
  const cardAccess = new CardAccess(
    new ScorecardsRepository(deps.db),
    coursesRepo,
    members,
    clubRepo,
    clubContext,
  );
  const bookingRepo = new BookingRepository(deps.db);
  const messages = await registerNotifications(app, {
    db: deps.db,
    jobs,
    cardAccess,
    bookings: bookingRepo,
    members,
    clubContext,
    channels: deps.notificationChannels ?? [],
  });
  const cardCreate = new CardCreateService(cardAccess);
  await app.register(
    scorecardsRoutes({
      cards: new ScorecardsService(cardAccess),
      create: cardCreate,
      marker: new CardMarkerService(cardAccess),
    }),
  );
  await app.register(
    handicapRoutes(
      new ScoringRecordService(recordRepo, members, visibility),
      new HandicapHistoryService(recordRepo, members),
    ),
  );
  const teeSheet = new TeeSheetService(bookingRepo, clubRepo, clubContext, visibility, memberRules);
  teeSheet.useLockEvents(lockExpiry(jobs, deps.db, clock));
  const bookingReads = new BookingReads(
    bookingRepo,
    clubRepo,
    members,
    teeSheet,
    clubContext,
    memberRules,
  );
  await app.register(
    bookingRoutes(
      {
        bookings: new BookingService(bookingRepo, teeSheet, bookingReads),
        create: new BookingCreateService(bookingRepo, teeSheet, clock, bookingReads),
        change: new BookingChangeService(bookingRepo, teeSheet, clock, bookingReads),
      },
      teeSheet,
      new BookingPlayersService(bookingRepo, members, visibility),
      limiter,
    ),
  );
  const paymentsSetup = deps.payments ?? { publicUrl: 'http://localhost' };
  const blockCaches: BlockCaches = { forget: (...a) => teeSheet.blocksChanged(...a) };
  // The tee sheet held for a match's drawn start list (its draw holds it, a move releases it).
  const holds = sheetHolds(deps.db, bookingRepo, clock, blockCaches);
  const paymentsService = await registerMatchesAndPayments(app, {
    db: deps.db,
    clock,
    jobs,
    clubs: clubRepo,
    clubContext,
    members,
    visibility,
    courses: coursesRepo,
    coursesService,
    cardAccess,
    cardCreate,
    matchHolds: holds.matchHolds,
    messages,
    payments: paymentsSetup,
    i18nDir: deps.i18nDir ?? I18N_DIR,
  });
  app.decorate('payments', paymentsService);
  await registerPushAndEmail(app, {
    db: deps.db,
    clock,
    publicUrl: paymentsSetup.publicUrl,
    emailOf: async (clubId, relatieId) =>
      (await members.findById(clubId, relatieId))?.email ?? null,
    ...(deps.push ? { push: deps.push } : {}),
    ...(deps.email ? { email: deps.email } : {}),
    ...(deps.notificationChannels
      ? {}
      : { notifications: { dispatcher: messages.dispatcher, members } }),
  });
  await registerBackOffice(app, {
    db: deps.db,
    cards: cardAccess.cards,
    courses: coursesRepo,
    clubContext,
    clock,
    clubs: clubRepo,
    publicUrl: paymentsSetup.publicUrl,
    bookingRules,
    newsEvents: messages.news,
    cardEvents: cardAccess.events,
    sessionsEnded: (clubId, relatieId) => auth.forgetMember(clubId, relatieId),
    pictures: { profile: profilePictures, news: newsPictures },
    courseCaches: {
      forget: (clubId, teeIds) => {
        teeSheet.forgetCourses(clubId);
        for (const id of teeIds) coursesRepo.forgetHoles(clubId, id);
      },
    },
    bookings: bookingRepo,
    blockCaches,
    sheetHolds: holds,
  });
  await app.register(
    systemRoutes(new SystemService(new SystemRepository(deps.db)), {
      i18nDir: deps.i18nDir ?? I18N_DIR,
    }),
  );

  await registerLiveUpdates(app, deps.live ?? {}, (club, course, date) =>
    teeSheet.heardOf(club, course, date),
  );

  // The first screen's busy limits (firstScreenMaxInFlight, firstScreenMaxLagMs) from the deps.
  await registerWeb(app, deps.webDist ?? '', deps);
  return app;
}
