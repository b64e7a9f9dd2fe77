import { useQuery } from '@tanstack/react-query';
import { notificationsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../components/count-badge';
import { Icon } from '../../components/icon';
import { unreadQuery } from './notifications.queries';

/** The side menu's bell: a link to the inbox, its name saying how many are unread. */
export function NotificationBell({
  enabled,
  onOpen,
}: {
  enabled: boolean;
  onOpen: (e: React.MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useTranslation();
  const { data: unread = 0 } = useQuery({ ...unreadQuery(), enabled });
  return (
    <a
      href="/app/notifications"
      className="notification-bell"
      onClick={onOpen}
      aria-label={t('notifications.bell', { count: unread })}
    >
      <Icon icon={notificationsOutline} />
      {unread > 0 ? <CountBadge count={unread} className="notification-bell__badge" /> : null}
    </a>
  );
}
