import {
  IonButton,
  IonContent,
  IonInfiniteScroll,
  IonInfiniteScrollContent,
  IonPage,
  useIonRouter,
} from '@ionic/react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@fairway/contract';
import { notificationsOutline, settingsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { markAllNotificationsRead, markNotificationRead } from '../../api/notifications.api';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { ToolbarButton } from '../../components/toolbar-button';
import { formatDate } from '../../lib/dates';
import { notificationText } from './notification-text';
import { inboxQuery, notificationKeys } from './notifications.queries';
import './notifications.css';

/** The inbox: the member's notifications, newest first; a tap opens its screen and marks it read. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const inbox = useInfiniteQuery(inboxQuery());
  const items = inbox.data?.pages.flatMap((p) => p.notifications) ?? [];
  const unread = inbox.data?.pages[0]?.unread ?? 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const readOne = useMutation({ mutationFn: markNotificationRead, onSettled: refresh });
  const readAll = useMutation({ mutationFn: markAllNotificationsRead, onSettled: refresh });

  const open = (n: Notification) => {
    if (!n.read) readOne.mutate(n.id);
    if (n.link) router.push(n.link);
  };

  return (
    <IonPage>
      <PageHeader
        title={t('notifications.title')}
        end={
          <ToolbarButton
            icon={settingsOutline}
            label={t('notifications.preferences.title')}
            href="/app/notifications/preferences"
          />
        }
      />
      <IonContent>
        <PullToRefresh refresh={() => inbox.refetch()} />
        {inbox.isPending ? null : inbox.isError && items.length === 0 ? (
          <LoadError error={inbox.error} onRetry={() => void inbox.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={notificationsOutline}
            title={t('notifications.emptyTitle')}
            text={t('notifications.emptyText')}
          />
        ) : (
          <>
            <div className="notifications__bar">
              <p role="status">{t('notifications.unread', { count: unread })}</p>
              <IonButton
                fill="clear"
                size="small"
                disabled={unread === 0 || readAll.isPending}
                onClick={() => readAll.mutate()}
              >
                {t('notifications.readAll')}
              </IonButton>
            </div>
            <ul className="notifications__list">
              {items.map((n) => {
                const text = notificationText(n, (key) => t(key));
                return (
                  <li key={n.id}>
                    <button
                      type="button"
                      className={`notifications__item${n.read ? '' : ' notifications__item--unread'}`}
                      onClick={() => open(n)}
                    >
                      <span className="notifications__text">{t(text.key, text.values)}</span>
                      <span className="notifications__meta">
                        {formatDate(n.created_at)}
                        {n.read ? null : (
                          <span className="notifications__new">{t('notifications.new')}</span>
                        )}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        <IonInfiniteScroll
          disabled={!inbox.hasNextPage}
          onIonInfinite={(e) => {
            void inbox.fetchNextPage().finally(() => void e.target.complete());
          }}
        >
          <IonInfiniteScrollContent />
        </IonInfiniteScroll>
      </IonContent>
    </IonPage>
  );
}
