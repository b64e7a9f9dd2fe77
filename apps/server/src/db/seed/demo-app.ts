import {
  CourseStatusRequest,
  CreateBookingRequest,
  CreateCardRequest,
  EditScoresRequest,
  SignUpRequest,
  type BookingPlayerInput,
} from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import {
  BookingCreateService,
  BookingReads,
  BookingRepository,
  TeeSheetService,
} from '../../modules/booking';
import { BookingRulesRepository, MemberBookingRules } from '../../modules/booking-rules';
import { ClubRepository } from '../../modules/club';
import {
  CourseInfoService,
  CoursesRepository,
  CourseStatusRepository,
} from '../../modules/courses';
import {
  MatchesRepository,
  MatchPriceService,
  MatchReads,
  MatchSignUpRepository,
  MatchSignUpService,
} from '../../modules/matches';
import { MembersRepository, MembersService, PersonVisibility } from '../../modules/members';
import {
  CardAccess,
  CardCreateService,
  ScorecardsRepository,
  ScorecardsService,
} from '../../modules/scorecards';
import type { Db } from '../connect';
import { seedContext } from './demo-office';

/**
 * The member app's services as a club's members use them, on the seed's transaction `tx`: the
 * demo's bookings, friends, course status, match sign-ups and cards go through the same calls and
 * checks as a member's
 * own. Made once the club is set up (its settings, guest fields and placeholder are read once and
 * kept, as the server keeps them). The booking repository and the match reads have no events: the
 * demo's players are sent no notifications of bookings and sign-ups made before they looked.
 */
export function demoApp(tx: Db) {
  const clubs = new ClubRepository(tx);
  const members = new MembersRepository(tx);
  const visibility = new PersonVisibility(members, clubs);
  const memberRules = new MemberBookingRules(new BookingRulesRepository(tx));
  const bookingRepo = new BookingRepository(tx);
  const coursesRepo = new CoursesRepository(tx);
  const statusRepo = new CourseStatusRepository(tx);
  const matchesRepo = new MatchesRepository(tx);
  const signUpRepo = new MatchSignUpRepository(tx);
  // No payments: a sign-up's price is read only when it is changed, which the seed does not do.
  const matchPrice = new MatchPriceService(matchesRepo);
  // No card events: the marker is not told of a card handed in before they looked.
  const cardsAt = (at: Date) =>
    new CardAccess(
      new ScorecardsRepository(tx),
      coursesRepo,
      members,
      clubs,
      seedContext(tx, () => at, clubs),
    );
  const member = (clubId: number, relatieId: number): Auth => ({
    clubId,
    relatieId,
    tokenHash: '',
  });

  // One booking service per clock, so its tee sheets are laid out once, as the server's are.
  const bookingServices = new Map<number, BookingCreateService>();
  const bookingAt = (at: Date) => {
    let service = bookingServices.get(at.getTime());
    if (!service) {
      const clock = () => at;
      const context = seedContext(tx, clock, clubs);
      const sheet = new TeeSheetService(bookingRepo, clubs, context, visibility, memberRules);
      const reads = new BookingReads(bookingRepo, clubs, members, sheet, context, memberRules);
      service = new BookingCreateService(bookingRepo, sheet, clock, reads);
      bookingServices.set(at.getTime(), service);
    }
    return service;
  };

  return {
    /** A member of the club in the app. */
    member,
    /** The tee sheets changed (a block): laid out anew, as a block's write has the server do. */
    sheetsChanged: () => bookingServices.clear(),
    /** `auth` follows a member, as the friend button on a member's page does. */
    async addFriend(auth: Auth, friendId: number): Promise<void> {
      const context = seedContext(tx, () => new Date(), clubs);
      await new MembersService(members, clubs, visibility, context).addFriend(auth, friendId);
    },
    /** The tee-sheet manager reports today's status of a course at `at`. */
    async setCourseStatus(
      auth: Auth,
      at: Date,
      courseId: number,
      body: CourseStatusRequest,
    ): Promise<void> {
      const context = seedContext(tx, () => at, clubs);
      await new CourseInfoService(coursesRepo, statusRepo, context).setStatus(
        auth,
        courseId,
        CourseStatusRequest.parse(body),
      );
    },
    /**
     * `auth` books a tee time with `players` at `at`, as the booking screen does. The booking
     * checks run on the club's clock `at`: a round already played was booked before it.
     */
    async book(
      auth: Auth,
      at: Date,
      input: Omit<CreateBookingRequest, 'players' | 'start_tee'> & {
        players: BookingPlayerInput[];
      },
    ): Promise<void> {
      await bookingAt(at).create(auth, CreateBookingRequest.parse(input));
    },
    /**
     * `auth` signs up for a match at `at`, as the match's sign-up form does: the window, the
     * category, the flight and the tees are checked on the club's clock `at`. Answers the team.
     */
    async signUp(auth: Auth, at: Date, matchId: number, input: SignUpRequest): Promise<number> {
      const clock = () => at;
      const reads = new MatchReads(matchesRepo, clubs, seedContext(tx, clock, clubs), visibility);
      const service = new MatchSignUpService(
        matchesRepo,
        signUpRepo,
        members,
        clock,
        visibility,
        reads,
        matchPrice,
      );
      return (await service.signUp(auth, matchId, SignUpRequest.parse(input))).team_id;
    },
    /**
     * `auth` starts a qualifying card at `at`, as the card screen does: dated and timed by the
     * club's clock `at`. Answers the card's id.
     */
    async startCard(auth: Auth, at: Date, input: CreateCardRequest): Promise<number> {
      const create = new CardCreateService(cardsAt(at));
      return (await create.create(auth, CreateCardRequest.parse(input))).id;
    },
    /** `auth` enters all the scores of their card at `at` and hands it in (to the marker). */
    async handInCard(auth: Auth, at: Date, cardId: number, scores: number[]): Promise<void> {
      const body = EditScoresRequest.parse({ scores, allScoresSaved: 1 });
      await new ScorecardsService(cardsAt(at)).edit(auth, cardId, body.scores, body.allScoresSaved);
    },
  };
}

export type DemoApp = ReturnType<typeof demoApp>;
