import { formatEuroCents, REJECT_REASON, type Language, type RejectReason } from '@fairway/golf';
import enUS from './notification-texts/en_US.json' with { type: 'json' };
import etEE from './notification-texts/et_EE.json' with { type: 'json' };
import nlNL from './notification-texts/nl_NL.json' with { type: 'json' };
import type { NotificationKind, NotificationParams } from './notifications';

/**
 * The texts of the notifications, one file per language in ./notification-texts: the server
 * renders push and email from them, and serves them inside the app's translation file
 * (/i18n/{lang}.json), so the inbox and the channels read the same words. A kind has a name
 * (`notifications.kindName.<kind>`, a channel's title) and a sentence
 * (`notifications.kind.<kind>`, with i18next's `{{value}}` interpolation of its params). The
 * reasons a marker rejects a card with are codes in the params, each with its text
 * (`notifications.rejectReason.<code>`).
 */
export const NOTIFICATION_TEXTS = { nl_NL: nlNL, en_US: enUS, et_EE: etEE } satisfies Record<
  Language,
  {
    notifications: {
      kind: Record<NotificationKind, string>;
      kindName: Record<NotificationKind, string>;
      rejectReason: Record<RejectReason, string>;
    };
  }
>;

export type NotificationTexts = (typeof NOTIFICATION_TEXTS)['nl_NL'];

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The key of the text of a marker's reason for rejecting a card. */
export type RejectReasonTextKey = `notifications.rejectReason.${RejectReason}`;

const REJECT_REASONS: ReadonlySet<string> = new Set(Object.values(REJECT_REASON));

/**
 * The values a notification's text is made with, as members read them: a wire date
 * (YYYY-MM-DD) as DD-MM-YYYY, like the app shows every date, an amount in cents
 * (`amount_cents`) as `amount`, the way the app shows money ("€ 12,50"), and a marker's reason
 * for rejecting a card (`remark`, a code of RejectRequest) as its text in the reader's language
 * (`t`); any other remark (the handicap committee's own words when it voids a card) as written.
 */
export function notificationValues(
  params: NotificationParams,
  t: (key: RejectReasonTextKey) => string,
): Record<string, string | number> {
  const values: Record<string, string | number> = { ...params };
  const date = typeof values.date === 'string' ? WIRE_DATE.exec(values.date) : null;
  if (date) values.date = `${date[3]}-${date[2]}-${date[1]}`;
  if (Number.isInteger(values.amount_cents))
    values.amount = formatEuroCents(values.amount_cents as number);
  if (typeof values.remark === 'string' && REJECT_REASONS.has(values.remark))
    values.remark = t(`notifications.rejectReason.${values.remark as RejectReason}`);
  return values;
}

/** `extra` with the notification texts of `language` laid over it (the served translation file). */
export function withNotificationTexts(
  extra: Record<string, unknown>,
  language: Language,
): Record<string, unknown> {
  const texts = NOTIFICATION_TEXTS[language].notifications;
  const own = extra.notifications;
  const base = own && typeof own === 'object' ? (own as Record<string, unknown>) : {};
  return { ...extra, notifications: { ...base, ...texts } };
}
