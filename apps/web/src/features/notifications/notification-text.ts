import { notificationValues, type Notification, type RejectReasonTextKey } from '@fairway/contract';

/**
 * The i18n key and values of a notification's text: the server stores no prose, only the kind and
 * its values, so the text is in the language the member reads the app in now. The texts are the
 * contract's (packages/contract/src/notification-texts), which push and email are rendered from.
 * `t` reads a marker's reason for rejecting a card (a code in the values) in that language.
 */
export function notificationText(
  n: Pick<Notification, 'kind' | 'params'>,
  t: (key: RejectReasonTextKey) => string,
) {
  return {
    key: `notifications.kind.${n.kind}` as const,
    values: notificationValues(n.params, t),
  };
}
