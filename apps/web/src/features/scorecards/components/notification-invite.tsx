import { useState } from 'react';
import { notificationsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { dismissNotificationInvite, notificationInviteDue } from '../notification-invite-state';

/**
 * Asks, once and politely, whether the member wants a notification for open cards:
 * only on the card list, only when the member taps "allow" (browsers ask only after a tap), and
 * never again after either answer.
 */
export function NotificationInvite() {
  const { t } = useTranslation();
  // The server paints it always; index.html hides that copy where the browser would not show it
  // (the boot script knows the permission and the dismissal, the server does not).
  const [visible, setVisible] = useState(
    () => typeof window === 'undefined' || notificationInviteDue(),
  );
  if (!visible) return null;

  const done = () => {
    dismissNotificationInvite();
    setVisible(false);
  };

  return (
    <aside className="notify-invite" aria-label={t('scorecards.notify.inviteTitle')}>
      <Icon icon={notificationsOutline} className="notify-invite__icon" />
      <div className="notify-invite__text">
        <div className="notify-invite__title">{t('scorecards.notify.inviteTitle')}</div>
        <div>{t('scorecards.notify.inviteText')}</div>
        <div className="notify-invite__actions">
          <button
            type="button"
            className="fw-button"
            onClick={() => {
              void Notification.requestPermission().finally(done);
            }}
          >
            {t('scorecards.notify.allow')}
          </button>
          <button type="button" className="fw-button fw-button--clear" onClick={done}>
            {t('scorecards.notify.notNow')}
          </button>
        </div>
      </div>
    </aside>
  );
}
