import { IonButton, IonItem, IonLabel, IonList, IonNote, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminNewsItem } from '@fairway/contract';
import { AdminPage } from '../../components/admin-page';
import { LoadError } from '../../components/load-error';
import { adminNewsQuery } from './news-admin.queries';
import { formatMoment } from './news-moment';
import '../admin/admin.css';
import './news-admin.css';

/** The post's state as the list shows it: draft, scheduled for when, published when, taken back. */
export function StateBadge({ item }: { item: AdminNewsItem }) {
  const { t } = useTranslation();
  const at = item.publish_at ? formatMoment(item.publish_at) : '';
  return (
    <span className={`news-admin__state news-admin__state--${item.state}`}>
      {t(`newsAdmin.state.${item.state}`, { at })}
    </span>
  );
}

/** The club's posts in every state (role news_editor); each opens its editor. */
export default function NewsListPage() {
  const { t } = useTranslation();
  const news = useQuery(adminNewsQuery());
  return (
    <AdminPage title={t('newsAdmin.title')} backHref="/app/admin" intro={t('newsAdmin.intro')}>
      <div className="admin__pad">
        <IonButton routerLink="/app/admin/news/new">{t('newsAdmin.new')}</IonButton>
      </div>
      {news.isError && !news.data ? (
        <LoadError error={news.error} onRetry={() => void news.refetch()} />
      ) : !news.data ? (
        <div className="admin__pad ion-text-center">
          <IonSpinner aria-label={t('common.loading')} />
        </div>
      ) : news.data.items.length === 0 ? (
        <p className="admin__pad">{t('newsAdmin.empty')}</p>
      ) : (
        <IonList inset>
          {news.data.items.map((item) => (
            <IonItem key={item.id} routerLink={`/app/admin/news/${item.id}`} detail>
              <IonLabel className="ion-text-wrap">
                <h2>{item.titel}</h2>
                <p>
                  <StateBadge item={item} />
                </p>
                {item.audience !== 'everyone' ? (
                  <IonNote>
                    {t('newsAdmin.audience.for', {
                      name: item.audience_name ?? t(`newsAdmin.audience.${item.audience}`),
                    })}
                  </IonNote>
                ) : null}
              </IonLabel>
            </IonItem>
          ))}
        </IonList>
      )}
    </AdminPage>
  );
}
