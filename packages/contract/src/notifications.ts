import { z } from 'zod';
import { Id, noneTwice } from './common';

/**
 * The kinds of notification. The text is not stored: a notification carries its kind and the
 * values its text needs (`params`), and the app renders it in the member's language
 * (`notifications.kind.<kind>` in the web's locales).
 */
export const NOTIFICATION_KINDS = [
  'marker_card_to_sign',
  'card_signed',
  'card_rejected',
  'card_signed_by_committee',
  'card_voided',
  'tee_time_soon',
  'booking_added',
  'booking_changed',
  'booking_cancelled',
  'payment_failed',
  'payment_refunded',
  'payment_partly_refunded',
  'marker_deadline_soon',
  'card_deadline_soon',
  'match_sign_up_closes',
  'match_reserve_promoted',
  'match_start_list',
  'match_results',
  'news_published',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** The channels a member chooses per kind; the inbox always gets every kind the club sends. */
export const NOTIFICATION_CHANNELS = ['push', 'email'] as const;
export const NotificationChannelName = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannelName = z.infer<typeof NotificationChannelName>;

/** The values a notification's text is made with (names, dates, a reason). */
export const NotificationParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof NotificationParams>;

export const Notification = z.object({
  id: z.number().int(),
  kind: NotificationKind,
  params: NotificationParams,
  /** The app's screen it opens (a path under /app), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof Notification>;

/** GET /api/notifications: newest first, `before` (an id) for the next page. */
export const NotificationListQuery = z.object({
  before: Id.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationList = z.object({
  notifications: z.array(Notification),
  /** The member's unread notifications, all pages. */
  unread: z.number().int(),
  /** `before` for the next page; null on the last. */
  next_before: z.number().int().nullable(),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationReadAll = z.object({ read: z.number().int() });
export type NotificationReadAll = z.infer<typeof NotificationReadAll>;

const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/** A kind and the channels the member wants it by. */
export const NotificationKindChannels = z.object({
  kind: NotificationKind,
  push: z.boolean(),
  email: z.boolean(),
});
export type NotificationKindChannels = z.infer<typeof NotificationKindChannels>;

/** Quiet hours in the club's time zone: push and email wait until `until`; the inbox does not. */
export const QuietHours = z
  .object({ from: Clock, until: Clock })
  .refine((q) => q.from !== q.until, { message: 'from and until differ', path: ['until'] });
export type QuietHours = z.infer<typeof QuietHours>;

export const NotificationPreferencesInput = z.object({
  kinds: z.array(NotificationKindChannels).refine(
    noneTwice((k: { kind: string }) => k.kind),
    {
      message: 'each kind once',
    },
  ),
  quiet_hours: QuietHours.nullable(),
});
export type NotificationPreferencesInput = z.infer<typeof NotificationPreferencesInput>;

export const NotificationPreferences = z.object({
  /** Every kind, with the member's channels (defaults where they chose none). */
  kinds: z.array(NotificationKindChannels),
  quiet_hours: QuietHours.nullable(),
  /** Kinds the club does not send at all. */
  club_off: z.array(NotificationKind),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** A kind the club sends (`on`) or not at all: no inbox, push nor email for any member. */
export const ClubNotificationKind = z.object({ kind: NotificationKind, on: z.boolean() });
export type ClubNotificationKind = z.infer<typeof ClubNotificationKind>;

/** GET /api/admin/notification-kinds (role administrator): every kind, on or off. */
export const ClubNotificationKinds = z.object({ kinds: z.array(ClubNotificationKind) });
export type ClubNotificationKinds = z.infer<typeof ClubNotificationKinds>;

/** PUT /api/admin/notification-kinds: the kinds given are set; a kind left out keeps its state. */
export const ClubNotificationKindsInput = z.object({
  kinds: z
    .array(ClubNotificationKind)
    .min(1)
    .refine(
      noneTwice((k: { kind: string }) => k.kind),
      {
        message: 'each kind once',
      },
    ),
});
export type ClubNotificationKindsInput = z.infer<typeof ClubNotificationKindsInput>;
