/**
 * Whether the open-card notification invitation shows. Read by the invitation itself and
 * by the boot script (src/app/boot-script.ts), which shows or hides the server-painted copy before
 * the app's JavaScript arrives: one rule for both.
 */
const DISMISSED_KEY = 'fw_notify_invite_done';

export type PermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

/**
 * The rule: permission is asked politely, once, from the list page and never on load — the
 * invitation shows only while the browser has not been asked and the member did not say no.
 */
export const shouldInviteNotifications = (permission: PermissionState, dismissed: boolean) =>
  permission === 'default' && !dismissed;

function permission(): PermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    // Without storage the dismissal could not be kept, so the invitation would never go away.
    return true;
  }
}

/** In this browser, now. */
export const notificationInviteDue = (): boolean =>
  shouldInviteNotifications(permission(), wasDismissed());

/** The member answered (either way): never invite again in this browser. */
export function dismissNotificationInvite(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Shown again next time; harmless.
  }
}
