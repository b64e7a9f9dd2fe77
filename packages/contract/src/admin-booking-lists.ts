import { GUEST_FIELDS } from '@fairway/golf';
import { z } from 'zod';
import { Id, noneTwice } from './common';

/**
 * The club's cancellation reasons (the tee-sheet manager's /api/admin/cancellation-reasons): the
 * list a member picks from when cancelling, in order. Removing one archives it (the
 * cancellations that name it keep it); members see only the listed ones, and the manager can
 * restore an archived one (POST /api/admin/cancellation-reasons/{id}/restore), which lists it last.
 */
export const CancellationReasonInput = z
  .object({
    naam: z
      .string({ error: 'a reason has a name' })
      .trim()
      .min(1, { error: 'a reason has a name' })
      .max(80, { error: 'at most 80 characters' }),
  })
  .strict();
export type CancellationReasonInput = z.infer<typeof CancellationReasonInput>;

export const AdminCancellationReason = z.object({
  id: z.number().int(),
  naam: z.string(),
  /** How many recorded cancellations give this reason. */
  used: z.number().int(),
});
export type AdminCancellationReason = z.infer<typeof AdminCancellationReason>;

/** A removed (archived) reason: members no longer see it; the manager can restore it. */
export const AdminArchivedReason = AdminCancellationReason.extend({
  /** When it was removed (ISO date-time). */
  archived_at: z.string(),
});
export type AdminArchivedReason = z.infer<typeof AdminArchivedReason>;

/**
 * GET /api/admin/cancellation-reasons: the listed reasons in order, the removed ones (the latest
 * removed first), and whether members choose.
 */
export const AdminCancellationReasonsResponse = z.object({
  /** The club's cancellation_reason_enabled (switched on the club settings screen). */
  enabled: z.boolean(),
  reasons: z.array(AdminCancellationReason),
  archived: z.array(AdminArchivedReason),
});
export type AdminCancellationReasonsResponse = z.infer<typeof AdminCancellationReasonsResponse>;

/** PUT /api/admin/cancellation-reasons/order: every listed reason's id, in the new order. */
export const CancellationReasonOrder = z
  .object({
    ids: z.array(Id).max(200).refine(noneTwice(), { error: 'each reason once' }),
  })
  .strict();
export type CancellationReasonOrder = z.infer<typeof CancellationReasonOrder>;

/**
 * The guest fields the tee-sheet manager sets (postal code and city come with the address, so
 * they are not set of their own).
 */
export const AdminGuestFieldName = z
  .enum(GUEST_FIELDS, { error: 'not a guest field' })
  .exclude(['postalCode', 'city'], { error: 'not a guest field' });
export const ADMIN_GUEST_FIELDS = AdminGuestFieldName.options;
export type AdminGuestFieldName = z.infer<typeof AdminGuestFieldName>;

export const GuestFieldParams = z.object({ veld: AdminGuestFieldName });

/** PUT /api/admin/guest-fields/{veld}: whether the booking form shows the field and requires it. */
export const GuestFieldSetting = z
  .object({
    shown: z.boolean({ error: 'must be on or off' }),
    required: z.boolean({ error: 'must be on or off' }),
  })
  .strict()
  .refine((s) => s.shown || !s.required, {
    error: 'a hidden field cannot be required',
    path: ['required'],
  });
export type GuestFieldSetting = z.infer<typeof GuestFieldSetting>;

/** A guest field and its setting, as the manager's list shows it. */
export const AdminGuestField = GuestFieldParams.extend({
  shown: z.boolean(),
  required: z.boolean(),
});
export type AdminGuestField = z.infer<typeof AdminGuestField>;

/**
 * PUT /api/admin/guest-fields/order: every field the manager sets, once each, in the order the
 * booking form asks them (a hidden field keeps its place for when it is shown).
 */
export const GuestFieldOrder = z
  .object({
    fields: z
      .array(AdminGuestFieldName)
      .refine(noneTwice(), { error: 'each field once' })
      .refine((f) => ADMIN_GUEST_FIELDS.every((name) => f.includes(name)), {
        error: 'name every guest field',
      }),
  })
  .strict();
export type GuestFieldOrder = z.infer<typeof GuestFieldOrder>;

/** GET /api/admin/guest-fields: every field the manager sets, the club's listed ones first. */
export const AdminGuestFieldsResponse = z.object({ fields: z.array(AdminGuestField) });
export type AdminGuestFieldsResponse = z.infer<typeof AdminGuestFieldsResponse>;
