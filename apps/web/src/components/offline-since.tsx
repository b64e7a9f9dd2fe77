import { cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { isNoConnection } from '../api/api-error';
import { isKeptAnswer } from '../api/kept-answer';
import { dateTimeFormat } from '../lib/intl-formats';
import { useOnline } from '../lib/online';
import { Icon } from './icon';

interface ShownQuery {
  data: unknown;
  error: unknown;
  dataUpdatedAt: number;
}

/**
 * Whether a screen shows answers the device kept (app/query-persistence.ts), not ones fetched
 * since the app opened, while there is no connection.
 */
export function shownFromDevice(query: ShownQuery, online: boolean): boolean {
  if (!isKeptAnswer(query)) return false;
  return !online || isNoConnection(query.error);
}

/** "Offline — shown as of HH:mm", with the time of the phone the answer was fetched on. */
export function OfflineSince({ query, className }: { query: ShownQuery; className?: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!shownFromDevice(query, online)) return null;
  const time = dateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(
    new Date(query.dataUpdatedAt),
  );
  return (
    <div className={`offline-since ${className ?? ''}`} role="status">
      <Icon icon={cloudOfflineOutline} />
      {t('offline.since', { time })}
    </div>
  );
}
