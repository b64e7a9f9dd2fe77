import {
  AdminCardRequest,
  AdminCourseInput,
  AdminFaqInput,
  AdminMatchInput,
  AdminMemberInput,
  AdminNewsInput,
  AdminTeeSheetInput,
  BLANK_MEMBER,
  CancellationReasonInput,
  ClubSettings,
  GuestFieldSetting,
  type AdminGuestFieldName,
  TeeBlockInput,
  type ClubRole,
  passwordLinkToken,
  DrawRequest,
} from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import { ClubContext } from '../../club-context/club-context';
import { AuditRepository, type AuditWrite } from '../../modules/audit';
import { PasswordLinkRepository, PasswordLinks } from '../../modules/auth';
import { BookingRepository } from '../../modules/booking';
import {
  BookingListsRepository,
  CancellationReasonsService,
  GuestFieldsService,
} from '../../modules/booking-lists';
import { ClubRepository } from '../../modules/club';
import { ClubSettingsRepository, ClubSettingsService } from '../../modules/club-settings';
import {
  CourseAdminRepository,
  CourseAdminService,
  TeeSheetAdminRepository,
  TeeSheetAdminService,
} from '../../modules/course-admin';
import {
  MatchAdminReads,
  MatchAdminRepository,
  MatchAdminService,
  MatchCardsService,
  MatchProcessingService,
  MatchStartListService,
} from '../../modules/match-admin';
import { FaqAdminRepository, FaqAdminService } from '../../modules/feedback';
import {
  MemberAdminRepository,
  MemberAdminService,
  MemberStatusService,
} from '../../modules/member-admin';
import { CoursesRepository } from '../../modules/courses';
import { EntryHandicaps, MatchesRepository } from '../../modules/matches';
import { MembersRepository } from '../../modules/members';
import { CardAccess, CardCreateService, ScorecardsRepository } from '../../modules/scorecards';
import { NewsAdminRepository, NewsAdminService } from '../../modules/news';
import {
  NewsPictures,
  PicturesRepository,
  ProfilePictureService,
  type PictureStore,
} from '../../modules/pictures';
import { RateLimiter, RateLimitRepository } from '../../modules/rate-limit';
import { RolesRepository, RolesService } from '../../modules/roles';
import { sheetHolds, TeeBlocksService } from '../../modules/tee-blocks';
import type { Db } from '../connect';

/** The address the seed's password links are made for (no member is sent them). */
const SEED_URL = 'http://localhost';
/** The caller's address the link's rate limit counts: the seed has none of its own. */
const SEED_ADDRESS = 'demo-seed';

/**
 * Who sets a demo club up before it has staff of its own: the platform's operator, as
 * `npm run club` does, who is no member of the club. Its audit rows name no one (actor_id null,
 * as the command line's do).
 */
const OPERATOR = 0;

/** The audit trail as the services write it, the operator's rows with no actor. */
class SeedAudit extends AuditRepository {
  override record(tx: Db, ...writes: AuditWrite[]): Promise<void> {
    return super.record(
      tx,
      ...writes.map((w) => (w.actorId === OPERATOR ? { ...w, actorId: null } : w)),
    );
  }
}

/**
 * The club context of the seed's services at the clock `at`, reading clubs through `clubs` (whose
 * cache the settings' writes drop): roles are read in `tx` (PGlite has one connection); the
 * operator acts as administrator.
 */
export function seedContext(tx: Db, at: () => Date, clubs: ClubRepository): ClubContext {
  const roles = new RolesRepository(tx);
  return new ClubContext(
    clubs,
    {
      findById: async (clubId, relatieId) => {
        if (relatieId === OPERATOR) return { roles: ['administrator'] };
        const held = await roles.rolesOf(tx, clubId, relatieId);
        return held && { roles: held };
      },
    },
    at,
  );
}

/**
 * The back office's services as a club's staff use them, on the seed's transaction `tx`: the demo
 * data is made through the same calls, checks and audit rows as a club's own. `clock` is the
 * seed's now. `pictures` is where the news editor's uploads are stored; without one (the test
 * templates, which hold a database only) the posts go without their pictures.
 */
export function demoOffice(tx: Db, clock: () => Date, pictures?: PictureStore) {
  const clubs = new ClubRepository(tx);
  const roles = new RolesRepository(tx);
  const contextAt = (at: () => Date) => seedContext(tx, at, clubs);
  const context = contextAt(clock);
  const audit = new SeedAudit(tx);
  const settings = new ClubSettingsService(new ClubSettingsRepository(tx), audit, context);
  const rolesService = new RolesService(roles, audit, context);
  // Nothing of the member app's is cached yet: the writes have no caches to drop.
  const caches = { forget: () => {} };
  const courseRepo = new CourseAdminRepository(tx);
  const courseAdmin = new CourseAdminService(courseRepo, audit, context, caches);
  const teeSheets = new TeeSheetAdminService(
    new TeeSheetAdminRepository(tx),
    courseRepo,
    audit,
    context,
    caches,
  );
  // The tee sheet's holds at `at`: the block's and the draw's, as the app holds them.
  const holdsAt = (at: () => Date) => sheetHolds(tx, new BookingRepository(tx), at, caches);
  const { blocks: blockRepo, blockBookings } = holdsAt(clock);
  const blocks = new TeeBlocksService(blockRepo, audit, context, caches, blockBookings);
  const lists = new BookingListsRepository(tx);
  const reasons = new CancellationReasonsService(lists, audit, context, clock);
  const guestFields = new GuestFieldsService(lists, audit, context);
  const memberRepo = new MemberAdminRepository(tx);
  const members = new MemberAdminService(memberRepo, audit, context);
  // No one is logged in yet: no sessions to end.
  const access = new MemberStatusService(memberRepo, roles, audit, context, {
    publicUrl: SEED_URL,
    sessionsEnded: () => {},
  });
  const links = new PasswordLinks(
    new PasswordLinkRepository(tx),
    new RateLimiter(new RateLimitRepository(tx), clock),
    clock,
  );
  const faq = new FaqAdminService(new FaqAdminRepository(tx), audit, context);
  const newsRepo = new NewsAdminRepository(tx);
  const newsPictures = new NewsPictures(
    pictures ?? {
      put: () => Promise.reject(new Error('the demo seed was given no picture store')),
      get: () => Promise.resolve(null),
      remove: () => Promise.resolve(),
    },
  );
  // The upload's checks and re-encoding, as the news editor's picture route does them.
  const uploads = pictures && new ProfilePictureService(new PicturesRepository(tx), pictures);
  // The committee's match services at a moment of the seed's story; no events: the members are
  // sent no reminders or start lists of the demo's matches.
  const matchRepo = new MatchAdminRepository(tx, new ScorecardsRepository(tx));
  const membersRepo = new MembersRepository(tx);
  const coursesRepo = new CoursesRepository(tx);
  const handicaps = new EntryHandicaps(
    new MatchesRepository(tx),
    coursesRepo,
    new ScorecardsRepository(tx),
  );
  const matchReadsAt = (at: Date) => new MatchAdminReads(contextAt(() => at));
  const processingAt = (at: Date) =>
    new MatchProcessingService(matchRepo, coursesRepo, matchReadsAt(at), handicaps);
  const startListAt = (at: Date) =>
    new MatchStartListService(
      matchRepo,
      coursesRepo,
      matchReadsAt(at),
      holdsAt(() => at).matchHolds,
    );
  // The committee's card screen of a match at `at` (no card events: nobody is told of them).
  const matchCardsAt = (at: Date) =>
    new MatchCardsService(
      matchRepo,
      membersRepo,
      coursesRepo,
      matchReadsAt(at),
      new CardCreateService(
        new CardAccess(
          new ScorecardsRepository(tx),
          coursesRepo,
          membersRepo,
          clubs,
          contextAt(() => at),
        ),
      ),
    );
  const member = (clubId: number, relatieId: number): Auth => ({
    clubId,
    relatieId,
    tokenHash: '',
  });

  return {
    /** The platform's operator at the club. */
    operator: (clubId: number) => member(clubId, OPERATOR),
    /** A member of the club at work in the back office. */
    member,
    /** Changes the named settings of the club, keeping the rest, as the settings screen saves. */
    async configure(auth: Auth, changes: Partial<ClubSettings>): Promise<void> {
      const { settings: current } = await settings.get(auth);
      // Checked as the route checks what the screen sends.
      await settings.put(auth, ClubSettings.parse({ ...current, ...changes }));
    },
    /** Sets the member's roles, as the administrator does on the roles screen. */
    setRoles: (auth: Auth, relatieId: number, held: readonly ClubRole[]) =>
      rolesService.set(auth, relatieId, held),
    /**
     * A new course with its tees and holes, as the tee-sheet manager adds it on the course form;
     * it comes with a bookable tee sheet of the table's defaults. Answers the course's id.
     */
    createCourse: async (auth: Auth, input: AdminCourseInput): Promise<number> =>
      (await courseAdmin.create(auth, AdminCourseInput.parse(input))).id,
    /** A course's tee-sheet layout, as the tee-sheet manager saves it. */
    saveTeeSheet: (auth: Auth, courseId: number, input: AdminTeeSheetInput) =>
      teeSheets.save(auth, courseId, AdminTeeSheetInput.parse(input)),
    /**
     * A news post written and published at `at` (its publication date), as the news editor does,
     * with `picture` (the file's bytes) uploaded before it is published when the seed has a
     * picture store; no one is notified (the seed's posts are old news). Answers the post's id.
     */
    async publishNews(
      auth: Auth,
      at: Date,
      input: AdminNewsInput,
      picture?: Buffer,
    ): Promise<number> {
      const editor = new NewsAdminService(
        newsRepo,
        audit,
        contextAt(() => at),
        newsPictures,
      );
      const { id } = await editor.create(auth, AdminNewsInput.parse(input));
      if (picture && uploads) {
        const place = uploads.admit();
        try {
          const rendered = await uploads.render(picture, undefined, place, 'whole');
          await editor.setPicture(auth, id, rendered);
        } finally {
          place.leave();
        }
      }
      await editor.publish(auth, id, null);
      return id;
    },
    /** A question and answer added at the end of the club's FAQ, as the news editor adds one. */
    addFaq: (auth: Auth, input: AdminFaqInput) => faq.create(auth, AdminFaqInput.parse(input)),
    /** A new member, as the member administrator adds them. */
    createMember: (auth: Auth, input: AdminMemberInput) =>
      members.create(auth, AdminMemberInput.parse(input)),
    /** Gives the member a username, as the member administrator does on the member's form. */
    async setUsername(auth: Auth, relatieId: number, username: string): Promise<void> {
      const m = await members.get(auth, relatieId);
      const input = Object.fromEntries(
        Object.keys(BLANK_MEMBER).map((k) => [k, m[k as keyof AdminMemberInput]]),
      );
      await members.update(auth, relatieId, AdminMemberInput.parse({ ...input, username }));
    },
    /**
     * The member's password, set as a member sets theirs: the member administrator makes them a
     * one-time link and they open it. Not checked against the shortest password the link's page
     * takes: the demo logins are short on purpose (DEMO_ACCOUNTS).
     */
    async setPassword(auth: Auth, relatieId: number, password: string): Promise<void> {
      const { url } = await access.passwordLink(auth, relatieId);
      // The token as the link's page reads it from the address.
      const token = passwordLinkToken(new URL(url).hash)!;
      await links.use({ token, password, ip: SEED_ADDRESS });
    },
    /** A match put on the calendar at `at`, as the match committee saves its form. */
    createMatch: (auth: Auth, at: Date, input: AdminMatchInput) =>
      new MatchAdminService(
        matchRepo,
        membersRepo,
        matchReadsAt(at),
        holdsAt(() => at).matchHolds,
      ).create(auth, AdminMatchInput.parse(input)),
    /** The match committee releases a match's start list at `at`. */
    publishStartList: (auth: Auth, at: Date, matchId: number) =>
      startListAt(at).publishStartList(auth, matchId),
    /** A player's card of a match as the committee's card screen shows it at `at`. */
    matchCard: (auth: Auth, at: Date, matchId: number, relatieId: number) =>
      matchCardsAt(at).card(auth, matchId, relatieId),
    /** The committee enters a player's card of a match at `at` (a card handed in on paper). */
    enterMatchCard: (auth: Auth, at: Date, matchId: number, relatieId: number, scores: number[]) =>
      matchCardsAt(at).enterCard(auth, matchId, relatieId, AdminCardRequest.parse({ scores })),
    /**
     * The committee processes a played match at `at`: the results from its cards, and a
     * qualifying match's cards into the players' handicap records.
     */
    processMatch: (auth: Auth, at: Date, matchId: number) =>
      processingAt(at).process(auth, matchId),
    /** The match committee publishes a processed match's results at `at`. */
    publishResults: (auth: Auth, at: Date, matchId: number) =>
      processingAt(at).publishResults(auth, matchId),
    /**
     * The match committee draws a match's start list at `at` (sign-up closed): the flights over
     * the field and the tee sheet held for them, as the start-list screen's draw does.
     */
    drawStartList: (auth: Auth, at: Date, matchId: number, input: DrawRequest) =>
      startListAt(at).draw(auth, matchId, DrawRequest.parse(input)),
    /** A cancellation reason added to the club's list, as the tee-sheet manager adds it. */
    addCancellationReason: (auth: Auth, naam: string) =>
      reasons.add(auth, CancellationReasonInput.parse({ naam })),
    /** Whether the booking form shows a guest field and requires it, as the manager sets it. */
    setGuestField: (auth: Auth, veld: AdminGuestFieldName, setting: GuestFieldSetting) =>
      guestFields.put(auth, veld, GuestFieldSetting.parse(setting)),
    /** A block on a course's tee sheet, as the tee-sheet manager adds it. */
    addBlock: (auth: Auth, courseId: number, input: TeeBlockInput) =>
      blocks.create(auth, courseId, TeeBlockInput.parse(input)),
  };
}

export type DemoOffice = ReturnType<typeof demoOffice>;
