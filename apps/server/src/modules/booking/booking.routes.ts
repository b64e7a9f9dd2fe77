import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookablePlayersQuery,
  BookablePlayersResponse,
  BookablePlayersSearchQuery,
  Booking,
  BookingListResponse,
  BookingSummary,
  ByTimestampParams,
  ByTimestampQuery,
  CreateBookingRequest,
  DeleteBookingRequest,
  DeleteBookingResponse,
  GsnLookupResponse,
  GsnParams,
  IdParams,
  LockRequest,
  LockResponse,
  TeeTimeCoursesQuery,
  TeeTimeCoursesResponse,
  TeeTimesOverviewQuery,
  TeeTimesOverviewResponse,
  TeeTimesQuery,
  TeeTimesResponse,
  UnlockResponse,
  UpdateBookingRequest,
  errorResponses,
} from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import { runIdempotent } from '../idempotency';
import type { BookingPlayersService } from './booking-players.service';
import type { BookingChangeService } from './booking-change.service';
import type { BookingCreateService } from './booking-create.service';
import type { BookingService } from './booking.service';

/** A member's own bookings, one service per job. */
export interface BookingServices {
  bookings: BookingService;
  create: BookingCreateService;
  change: BookingChangeService;
}
import type { TeeSheetService } from './tee-sheet.service';
import type { RateLimiter, RateRule } from '../rate-limit';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/**
 * A GSN lookup answers for any federation player: enough for a member to fill in a guest or two,
 * too few to read the register.
 */
export const GSN_LOOKUP_LIMIT: RateRule = {
  limit: 20,
  windowMs: 10 * 60_000,
  lockoutMs: 10 * 60_000,
  maxLockoutMs: 10 * 60_000,
  memoryMs: 0,
};

/** spec §7 "Booking", /api/courses/teetime and the player lookups a booking needs. */
export const bookingRoutes =
  (
    { bookings, create, change }: BookingServices,
    sheet: TeeSheetService,
    players: BookingPlayersService,
    limiter: RateLimiter,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['booking'];

    app.get(
      '/api/courses/teetime',
      {
        schema: {
          tags,
          querystring: TeeTimeCoursesQuery,
          response: { 200: TeeTimeCoursesResponse, ...errors },
        },
      },
      (req) => sheet.courses(requireAuth(req), req.query.date),
    );
    app.get(
      '/api/teetimes',
      {
        schema: {
          tags,
          querystring: TeeTimesQuery,
          response: { 200: TeeTimesResponse, ...errors },
        },
      },
      (req) => sheet.day(requireAuth(req), req.query),
    );
    app.get(
      '/api/teetimes/overview',
      {
        schema: {
          tags,
          querystring: TeeTimesOverviewQuery,
          response: { 200: TeeTimesOverviewResponse, ...errors },
        },
      },
      (req) => sheet.overview(requireAuth(req), req.query.courseId, req.query.holes),
    );
    app.post(
      '/api/teetimes/lock',
      { schema: { tags, body: LockRequest, response: { 200: LockResponse, ...errors } } },
      (req) => sheet.lock(requireAuth(req), req.body),
    );
    app.post(
      '/api/teetimes/unlock',
      { schema: { tags, body: LockRequest, response: { 200: UnlockResponse, ...errors } } },
      (req) => sheet.unlock(requireAuth(req), req.body),
    );

    app.post(
      '/api/booking',
      {
        config: { idempotent: 'in-transaction' },
        schema: { tags, body: CreateBookingRequest, response: { 201: BookingSummary, ...errors } },
      },
      async (req, reply) => {
        await runIdempotent(
          req,
          reply,
          async () => {
            const created = await create.create(requireAuth(req), req.body, req.idempotency);
            await reply.code(201).send(created);
          },
          async () => ({
            status: 201,
            payload: await create.createdWithKey(requireAuth(req), req.body),
          }),
        );
        return reply;
      },
    );
    app.get(
      '/api/booking',
      { schema: { tags, response: { 200: BookingListResponse, ...errors } } },
      (req) => bookings.list(requireAuth(req), { upcomingOnly: false }),
    );
    app.get(
      '/api/booking/self',
      { schema: { tags, response: { 200: BookingListResponse, ...errors } } },
      (req) => bookings.list(requireAuth(req), { upcomingOnly: true }),
    );
    app.get(
      '/api/booking/by_timestamp/:ts',
      {
        schema: {
          tags,
          params: ByTimestampParams,
          querystring: ByTimestampQuery,
          response: { 200: Booking, ...errors },
        },
      },
      (req) =>
        bookings.byTimestamp(
          requireAuth(req),
          req.params.ts,
          req.query.course_id,
          req.query.start_tee,
        ),
    );
    app.get(
      '/api/booking/:id',
      { schema: { tags, params: IdParams, response: { 200: Booking, ...errors } } },
      (req) => bookings.get(requireAuth(req), req.params.id),
    );
    app.put(
      '/api/booking/:id',
      {
        config: { idempotent: true },
        schema: {
          tags,
          params: IdParams,
          body: UpdateBookingRequest,
          response: { 200: BookingSummary, ...errors },
        },
      },
      (req) => change.update(requireAuth(req), req.params.id, req.body.players),
    );
    app.delete(
      '/api/booking/:id',
      {
        config: { idempotent: true },
        schema: {
          tags,
          params: IdParams,
          body: DeleteBookingRequest,
          response: { 200: DeleteBookingResponse, ...errors },
        },
      },
      (req) => change.remove(requireAuth(req), req.params.id, req.body),
    );

    app.get(
      '/api/teetime/relatie',
      {
        schema: {
          tags,
          querystring: BookablePlayersQuery,
          response: { 200: BookablePlayersResponse, ...errors },
        },
      },
      async (req) => {
        const auth = requireAuth(req);
        await sheet.assertEnabled(auth.clubId);
        return players.partners(auth, req.query.limit, req.query.offset);
      },
    );
    app.get(
      '/api/teetime/relatie/search',
      {
        schema: {
          tags,
          querystring: BookablePlayersSearchQuery,
          response: { 200: BookablePlayersResponse, ...errors },
        },
      },
      async (req) => {
        const auth = requireAuth(req);
        await sheet.assertEnabled(auth.clubId);
        return players.search(auth, req.query.term);
      },
    );
    app.get(
      '/api/relatie/gsn/:gsn',
      {
        preHandler: limiter.perMember('gsn-lookup', GSN_LOOKUP_LIMIT, 'too many GSN lookups'),
        schema: {
          tags,
          params: GsnParams,
          response: { 200: GsnLookupResponse, ...errors, ...errorResponses(429) },
        },
      },
      async (req) => {
        const auth = requireAuth(req);
        await sheet.assertEnabled(auth.clubId);
        return players.byGsn(auth, req.params.gsn);
      },
    );
  };
