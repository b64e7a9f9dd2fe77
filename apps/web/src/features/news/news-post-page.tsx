import { IonContent, IonPage, IonSkeletonText } from '@ionic/react';
import { useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { alertCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { NewsListResponse } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { newsKeys, newsPostQuery } from './news.queries';
import { NewsArticle } from './components/news-article';

function parseId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** spec §2 /app/news/{id}: one post in full. */
export default function NewsPostPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const queryClient = useQueryClient();
  const post = useQuery({
    ...newsPostQuery(id ?? 0),
    enabled: id !== null,
    // The feed already holds the post: show it at once while the fresh copy loads.
    placeholderData: () =>
      queryClient
        .getQueryData<InfiniteData<NewsListResponse>>(newsKeys.feed())
        ?.pages.flatMap((page) => page.items)
        .find((item) => item.id === id),
  });

  const notFound = id === null || (isApiError(post.error) && post.error.status === 404);

  return (
    <IonPage>
      <PageHeader title={t('news.postTitle')} backHref="/app/news" />
      <IonContent className="content--paper">
        {notFound ? (
          <EmptyState icon={alertCircleOutline} title={t('news.notFound')} />
        ) : post.data ? (
          <NewsArticle post={post.data} />
        ) : post.isError ? (
          <LoadError error={post.error} onRetry={() => void post.refetch()} />
        ) : (
          <div className="news-post news-post--loading" aria-hidden="true">
            <IonSkeletonText animated className="news-skeleton__image" />
            <div className="news-post__body">
              <IonSkeletonText animated style={{ width: '30%' }} />
              <IonSkeletonText animated style={{ width: '80%', height: 24 }} />
              <IonSkeletonText animated style={{ width: '100%' }} />
              <IonSkeletonText animated style={{ width: '90%' }} />
            </div>
          </div>
        )}
      </IonContent>
    </IonPage>
  );
}
