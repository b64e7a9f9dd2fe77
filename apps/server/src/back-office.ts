import type { FastifyInstance } from 'fastify';
import type { ClubContext } from './club-context/club-context';
import type { Db } from './db/db';
import { AuditRepository, auditRoutes, AuditService } from './modules/audit';
import type { ClubRepository } from './modules/club';
import {
  CourseAdminRepository,
  courseAdminRoutes,
  CourseAdminService,
  type CourseCaches,
  CourseImportRepository,
  CourseImportService,
  TeeSheetAdminRepository,
  teeSheetAdminRoutes,
  TeeSheetAdminService,
  TeeSheetDayRepository,
  teeSheetDayRoutes,
  TeeSheetDayService,
} from './modules/course-admin';
import {
  ClubSettingsRepository,
  clubSettingsRoutes,
  ClubSettingsService,
} from './modules/club-settings';
import {
  MemberAdminRepository,
  memberAdminRoutes,
  MemberAdminService,
  MemberCategoriesRepository,
  MemberCategoriesService,
  MemberExportService,
  MemberStatusService,
} from './modules/member-admin';
import {
  MemberImportRepository,
  memberImportRoutes,
  MemberImportService,
} from './modules/member-import';
import { ReportsRepository, reportsRoutes, ReportsService } from './modules/reports';
import { RolesRepository, rolesRoutes, RolesService } from './modules/roles';
import {
  NewsAdminRepository,
  newsAdminRoutes,
  NewsAdminService,
  type NewsEvents,
} from './modules/news';
import { FaqAdminRepository, faqAdminRoutes, FaqAdminService } from './modules/feedback';
import type { NewsPictures, ProfilePictureService } from './modules/pictures';
import {
  ClubKindsService,
  clubKindsRoutes,
  NotificationsRepository,
} from './modules/notifications';
import {
  type BookingRulesRepository,
  bookingRulesRoutes,
  BookingRulesService,
} from './modules/booking-rules';
import type { BookingRepository } from './modules/booking';
import type { CoursesRepository } from './modules/courses';
import {
  BookingListsRepository,
  bookingListsRoutes,
  CancellationReasonsService,
  GuestFieldsService,
} from './modules/booking-lists';
import {
  HandicapAdminRepository,
  handicapAdminRoutes,
  HandicapAdminService,
} from './modules/handicap-admin';
import type { CardEvents, ScorecardsRepository } from './modules/scorecards';
import {
  type BlockCaches,
  MemberNoticesService,
  type SheetHolds,
  teeBlockRoutes,
  TeeBlocksService,
} from './modules/tee-blocks';

/** What the back office's areas are built from (made once in app.ts). */
export interface BackOfficeDeps {
  db: Db;
  clubContext: ClubContext;
  clock: () => Date;
  /** The club configuration the member app reads (cached): the settings screen drops it on write. */
  clubs: ClubRepository;
  /** The address members reach the app at (the password links the administration passes on). */
  publicUrl: string;
  /** Told when a member's sessions were deleted, so none is still trusted from a cache. */
  sessionsEnded: (clubId: number, relatieId: number) => void;
  /** The member app's kept courses and holes, forgotten when the back office changes them. */
  courseCaches: CourseCaches;
  /** The profile picture's upload checks and decode gate, and where news pictures are kept. */
  pictures: { profile: ProfilePictureService; news: NewsPictures };
  /** The categories' booking rules the booking calls read (cached): their screen drops them on write. */
  bookingRules: BookingRulesRepository;
  /** The member app's card and course reads: the handicap committee writes through them. */
  cards: ScorecardsRepository;
  courses: CoursesRepository;
  /** The member app's kept tee-sheet blocks and days, forgotten when a block changes. */
  blockCaches: BlockCaches;
  /** The member app's bookings: a day closed or a block that cancels them tells their members. */
  bookings: BookingRepository;
  /** The blocks and the bookings in their times, shared with the committee's start lists' holds. */
  sheetHolds: SheetHolds;
  /** What the news editor's publishing starts (the audience's notification). */
  newsEvents?: NewsEvents;
  /**
   * What the committee's signing or voiding a card in its marker's place starts, as the marker's
   * would (the player told, the marker's reminders cancelled).
   */
  cardEvents?: CardEvents;
}

/**
 * The club's back office (`/api/admin/…` beside the committee's match calls): each area checks
 * its role on every call and records its writes in the audit trail in the write's transaction.
 */
export async function registerBackOffice(app: FastifyInstance, deps: BackOfficeDeps) {
  const audit = new AuditRepository(deps.db);
  const auditService = new AuditService(audit, deps.clubContext);
  await app.register(auditRoutes(auditService));
  const roles = new RolesRepository(deps.db);
  await app.register(rolesRoutes(new RolesService(roles, audit, deps.clubContext)));
  await app.register(
    clubSettingsRoutes(
      new ClubSettingsService(new ClubSettingsRepository(deps.db), audit, deps.clubContext),
    ),
  );
  const members = new MemberAdminRepository(deps.db);
  const memberExport = new MemberExportService(members, deps.clubContext);
  await app.register(
    memberAdminRoutes({
      members: new MemberAdminService(members, audit, deps.clubContext),
      status: new MemberStatusService(members, roles, audit, deps.clubContext, {
        publicUrl: deps.publicUrl,
        sessionsEnded: deps.sessionsEnded,
      }),
      categories: new MemberCategoriesService(
        new MemberCategoriesRepository(deps.db),
        audit,
        deps.clubContext,
      ),
      exports: memberExport,
    }),
  );
  await app.register(
    reportsRoutes(
      new ReportsService(
        new ReportsRepository(deps.db),
        deps.clubContext,
        memberExport,
        auditService,
      ),
    ),
  );
  const courses = new CourseAdminRepository(deps.db);
  await app.register(
    courseAdminRoutes(
      new CourseAdminService(courses, audit, deps.clubContext, deps.courseCaches),
      new CourseImportService(
        courses,
        new CourseImportRepository(deps.db),
        audit,
        deps.clubContext,
        deps.courseCaches,
        deps.clock,
      ),
    ),
  );
  await app.register(
    teeSheetAdminRoutes(
      new TeeSheetAdminService(
        new TeeSheetAdminRepository(deps.db),
        courses,
        audit,
        deps.clubContext,
        deps.courseCaches,
      ),
    ),
  );
  await app.register(
    teeSheetDayRoutes(
      new TeeSheetDayService(
        new TeeSheetDayRepository(deps.db),
        courses,
        deps.bookings,
        audit,
        deps.clubContext,
      ),
    ),
  );
  await app.register(
    memberImportRoutes(
      new MemberImportService(new MemberImportRepository(deps.db), audit, deps.clubContext, roles, {
        sessionsEnded: deps.sessionsEnded,
      }),
    ),
  );
  await app.register(
    newsAdminRoutes(
      new NewsAdminService(
        new NewsAdminRepository(deps.db),
        audit,
        deps.clubContext,
        deps.pictures.news,
        deps.newsEvents ?? null,
      ),
      deps.pictures.profile,
    ),
  );
  await app.register(
    faqAdminRoutes(new FaqAdminService(new FaqAdminRepository(deps.db), audit, deps.clubContext)),
  );
  await app.register(
    bookingRulesRoutes(new BookingRulesService(deps.bookingRules, audit, deps.clubContext)),
  );
  const bookingLists = new BookingListsRepository(deps.db);
  await app.register(
    bookingListsRoutes(
      new CancellationReasonsService(bookingLists, audit, deps.clubContext, deps.clock),
      new GuestFieldsService(bookingLists, audit, deps.clubContext),
    ),
  );
  await app.register(
    handicapAdminRoutes(
      new HandicapAdminService(
        new HandicapAdminRepository(deps.db),
        deps.cards,
        deps.courses,
        audit,
        deps.clubContext,
        deps.cardEvents,
      ),
    ),
  );
  const { blocks, blockBookings } = deps.sheetHolds;
  await app.register(
    teeBlockRoutes(
      new TeeBlocksService(blocks, audit, deps.clubContext, deps.blockCaches, blockBookings),
      new MemberNoticesService(blocks, deps.clock),
    ),
  );
  await app.register(
    clubKindsRoutes(
      new ClubKindsService(new NotificationsRepository(deps.db), audit, deps.clubContext, deps.db),
    ),
  );
}
