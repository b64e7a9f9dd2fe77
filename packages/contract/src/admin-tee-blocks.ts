import { z } from 'zod';
import { TEE_BLOCK_KINDS } from '@fairway/golf';
import { Id, InputDate, WireDate } from './common';
import { CourseParams } from './admin-courses';

/**
 * Tee-sheet blocks the tee-sheet manager keeps per course (back office): a stretch of tee times
 * held for a kind with the club's message to members, on one date or every week on a weekday
 * (ISO 1 = Monday) within optional dates.
 */

const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'a time is written HH:mm' });

export const TeeBlockKind = z.enum(TEE_BLOCK_KINDS, { error: 'choose what the time is held for' });
export type TeeBlockKind = z.infer<typeof TeeBlockKind>;

/** What to do with the bookings a block covers: leave them (only free places close) or cancel. */
export const CoveredBookings = z.enum(['keep', 'cancel']);

/** A block as the manager writes it (create and edit). */
export const TeeBlockInput = z
  .object({
    kind: TeeBlockKind,
    /** One date; or null with `weekday` for a weekly block. */
    date: InputDate.nullable().default(null),
    weekday: z.number().int().min(1).max(7).nullable().default(null),
    valid_from: InputDate.nullable().default(null),
    valid_until: InputDate.nullable().default(null),
    from_time: Clock,
    until_time: Clock,
    message: z.string().trim().max(200).nullable().default(null),
    /** The bookings in the blocked times (see the preview): kept unless 'cancel'. */
    bookings: CoveredBookings.default('keep'),
  })
  .strict()
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.date !== null && b.weekday !== null)
      issue('weekday', 'a block is on one date or on a weekday, not both');
    if (b.date === null && b.weekday === null) issue('date', 'choose a date or a weekday');
    if (b.date !== null && (b.valid_from !== null || b.valid_until !== null))
      issue('valid_from', 'only a weekly block runs from and until a date');
    if (b.valid_from !== null && b.valid_until !== null && b.valid_until < b.valid_from)
      issue('valid_until', 'until is before from');
    if (b.until_time <= b.from_time) issue('until_time', 'the end is not after the start');
  });
export type TeeBlockInput = z.input<typeof TeeBlockInput>;

export const AdminTeeBlock = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  kind: TeeBlockKind,
  date: WireDate.nullable(),
  weekday: z.number().int().nullable(),
  valid_from: WireDate.nullable(),
  valid_until: WireDate.nullable(),
  from_time: z.string(),
  until_time: z.string(),
  message: z.string().nullable(),
  /** A match's block: it changes with its match, not here. */
  match_id: z.number().int().nullable(),
});
export type AdminTeeBlock = z.infer<typeof AdminTeeBlock>;
export const AdminTeeBlockList = z.object({ blocks: z.array(AdminTeeBlock) });
export type AdminTeeBlockList = z.infer<typeof AdminTeeBlockList>;

export const TeeBlockParams = CourseParams.extend({ block_id: Id });
export type TeeBlockParams = z.infer<typeof TeeBlockParams>;

/** POST …/blocks/preview: the block as it would be written, and the block it replaces (an edit). */
export const TeeBlockPreviewRequest = z
  .object({ block: TeeBlockInput, block_id: Id.nullable().default(null) })
  .strict();

/** A booking (its flight's players at one tee time) the block would cover, from today on. */
export const CoveredBooking = z.object({
  date: WireDate,
  time: z.string(),
  /** The members, guests and unknown players holding places, as the club records them. */
  players: z.array(z.string()),
});
export const TeeBlockPreview = z.object({ bookings: z.array(CoveredBooking) });
export type TeeBlockPreview = z.infer<typeof TeeBlockPreview>;

/** A block written, with how many places the club cancelled with it. */
export const TeeBlockWriteResult = z.object({ block: AdminTeeBlock, cancelled: z.number().int() });
export type TeeBlockWriteResult = z.infer<typeof TeeBlockWriteResult>;

// ——— The member's notices ———

/** Something the club told the member (their tee time cancelled by the club), until dismissed. */
export const MemberNotice = z.object({
  id: z.number().int(),
  kind: z.enum(['booking_cancelled_by_club']),
  course_name: z.string(),
  date: WireDate,
  time: z.string(),
  /** The club's own words (the block's message); null when it gave none. */
  message: z.string().nullable(),
  created_at: z.string(),
});
export type MemberNotice = z.infer<typeof MemberNotice>;
export const MemberNoticeList = z.object({ notices: z.array(MemberNotice) });
export type MemberNoticeList = z.infer<typeof MemberNoticeList>;
