import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { NewsPost } from '@fairway/contract';
import { formatDate } from '../../../lib/dates';
import { newsPreview } from '../news-preview';
import { keepAmountsTogether } from '../amounts';

/** One post in the feed: image, title, date, a preview and the read-more link (spec §9). */
export function NewsCard({ post }: { post: NewsPost }) {
  const { t } = useTranslation();
  const titleId = `news-${post.id}-title`;
  return (
    <article className="news-card" aria-labelledby={titleId}>
      {post.afbeelding_url ? (
        <img className="news-card__image" src={post.afbeelding_url} alt="" loading="lazy" />
      ) : null}
      <div className="news-card__body">
        <time className="news-card__date" dateTime={post.datum}>
          {formatDate(post.datum)}
        </time>
        <h2 id={titleId} className="news-card__title">
          {post.titel}
        </h2>
        <p className="news-card__preview">{keepAmountsTogether(newsPreview(post.inhoud))}</p>
        <IonButton
          className="news-card__more"
          fill="clear"
          size="small"
          routerLink={`/app/news/${post.id}`}
          aria-describedby={titleId}
        >
          {t('news.readMore')}
        </IonButton>
      </div>
    </article>
  );
}
