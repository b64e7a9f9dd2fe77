import { cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { isNoConnection } from '../api/api-error';
import { isKeptAnswer } from '../api/kept-answer';
import { clubNow } from '../lib/club-clock';
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

/**
 * The time a kept answer was fetched, on the club's clock as every time in the app: the phone may
 * be in another zone, or set to one.
 */
export const offlineSinceTime = (fetchedAt: number): string => clubNow(new Date(fetchedAt)).time;

/** "Offline — shown as of HH:mm", the club's time the answer was fetched at. */
export function OfflineSince({ query, className }: { query: ShownQuery; className?: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!shownFromDevice(query, online)) return null;
  const time = offlineSinceTime(query.dataUpdatedAt);
  return (
    <div className={`offline-since ${className ?? ''}`} role="status">
      <Icon icon={cloudOfflineOutline} />
      {t('offline.since', { time })}
    </div>
  );
}
