import {
  IonContent,
  IonInfiniteScroll,
  IonInfiniteScrollContent,
  IonPage,
  IonSkeletonText,
} from '@ionic/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { newspaperOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { OfflineSince } from '../../components/offline-since';
import { PageHeader } from '../../components/page-header';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { NewsCard } from './components/news-card';
import { newsFeedQuery } from './news.queries';

/** spec §2 /app/news: the club's paged feed, pull to refresh, more on scrolling. */
export default function NewsPage() {
  const { t } = useTranslation();
  const feed = useInfiniteQuery(newsFeedQuery());
  const posts = feed.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <IonPage>
      <PageHeader title={t('news.title')} />
      <IonContent>
        <PullToRefresh refresh={() => feed.refetch()} />
        <OfflineSince query={feed} className="offline-since--page" />

        {feed.isPending ? (
          <div className="news-skeleton" aria-hidden="true">
            {[0, 1].map((i) => (
              <div key={i} className="news-skeleton__card">
                <IonSkeletonText animated className="news-skeleton__image" />
                <IonSkeletonText animated style={{ width: '40%' }} />
                <IonSkeletonText animated style={{ width: '85%' }} />
                <IonSkeletonText animated style={{ width: '95%' }} />
              </div>
            ))}
          </div>
        ) : feed.isError && posts.length === 0 ? (
          <LoadError error={feed.error} onRetry={() => void feed.refetch()} />
        ) : posts.length === 0 ? (
          <EmptyState
            icon={newspaperOutline}
            title={t('news.emptyTitle')}
            text={t('news.emptyText')}
          />
        ) : (
          <div className="news-list">
            {posts.map((post) => (
              <NewsCard key={post.id} post={post} />
            ))}
          </div>
        )}

        <IonInfiniteScroll
          disabled={!feed.hasNextPage}
          onIonInfinite={(e) => {
            void feed.fetchNextPage().finally(() => void e.target.complete());
          }}
        >
          <IonInfiniteScrollContent loadingText={t('news.loadingMore')} />
        </IonInfiniteScroll>
      </IonContent>
    </IonPage>
  );
}
