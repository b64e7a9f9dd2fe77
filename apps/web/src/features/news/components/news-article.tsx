import type { NewsPost } from '@fairway/contract';
import { formatDate } from '../../../lib/dates';
import { keepAmountsTogether } from '../amounts';

/**
 * One post in full as a member reads it; the news editor's preview shows the same. `inhoud` is
 * the server's sanitized HTML (modules/news/sanitize.ts, docs/QUALITY.md "Security"), never the
 * editor's own.
 */
export function NewsArticle({ post }: { post: Omit<NewsPost, 'id'> }) {
  return (
    <article className="news-post">
      {post.afbeelding_url ? (
        <img className="news-post__image" src={post.afbeelding_url} alt="" />
      ) : null}
      <div className="news-post__body">
        <time className="news-post__date" dateTime={post.datum}>
          {formatDate(post.datum)}
        </time>
        <h1 className="news-post__title">{post.titel}</h1>
        <div
          className="news-post__content"
          dangerouslySetInnerHTML={{ __html: keepAmountsTogether(post.inhoud) }}
        />
      </div>
    </article>
  );
}
