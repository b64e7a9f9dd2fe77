import { z } from 'zod';

/**
 * The live updates of GET /api/events (server-sent events): each says that something a screen
 * may show changed, never what it now is; the app reads it again through the usual calls, which
 * apply who may see what.
 *
 * - `tee-sheet`: a course's day (key `courseId/YYYY-MM-DD`: bookings, locks taken and released)
 *   or all of a course's days (key `courseId`: a block added, changed or removed);
 * - `my-cards`: the member's own cards (key: the member), sent to that member alone;
 * - `marker-cards`: the cards waiting for the member as marker (key: the member), to them alone;
 * - `payment`: a bon's payment state or lines (key: the bon), to the member who pays it alone;
 * - `match`: a match's row, sign-ups, reserve list, flights and teams (key: the match);
 * - `match-scores`: a match card's hole scores or state (key: the match), for a live leaderboard;
 * - `course-status`: a course's status for a day as the committee set it (key: the course);
 * - `news`: a news post written, changed or taken away (key: the post);
 * - `reset`: events may have been missed (a reconnect too late for the server's recent events,
 *   or the server's own gap): read everything shown again.
 */
export const LIVE_TOPICS = [
  'tee-sheet',
  'my-cards',
  'marker-cards',
  'payment',
  'match',
  'match-scores',
  'course-status',
  'news',
  'reset',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export const LiveEvent = z.object({
  topic: z.enum(LIVE_TOPICS),
  /** The club (the session's own; the stream never carries another club's). */
  club: z.number().int(),
  key: z.string().max(100),
  /** Grows with every event the server sends on this stream; the event's `id` carries it too. */
  version: z.number().int(),
});
export type LiveEvent = z.infer<typeof LiveEvent>;

/** The SSE event name every live update is sent under (`event: live`). */
export const LIVE_EVENT_NAME = 'live';

export const LiveEventsQuery = z.object({
  /**
   * The last event's id the app saw, when it opens the stream again itself (EventSource sends
   * the `Last-Event-ID` header only when it reconnects on its own).
   */
  last_event_id: z.string().max(40).optional(),
});
