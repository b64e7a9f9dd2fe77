import type { NewsListResponse, NewsPost } from '@fairway/contract';
import { notFound } from '../../errors';
import type { NewsRepository, NewsRow } from './news.repository';
import { sanitizeNewsHtml } from './sanitize';

const toPost = (r: NewsRow): NewsPost => ({
  id: r.id,
  titel: r.titel,
  inhoud: r.inhoud,
  afbeelding_url: r.afbeelding_url,
  datum: r.datum.toISOString(),
});

/** Club news: the paged feed and one post. HTML is sanitized when a post is written. */
export class NewsService {
  constructor(private readonly news: NewsRepository) {}

  async page(clubId: number, limit: number, offset: number): Promise<NewsListResponse> {
    const { rows, total } = await this.news.page(clubId, limit, offset);
    return { items: rows.map(toPost), total };
  }

  async post(clubId: number, id: number): Promise<NewsPost> {
    const row = await this.news.find(clubId, id);
    if (!row) throw notFound('news post');
    return toPost(row);
  }

  async publish(
    clubId: number,
    post: { titel: string; inhoud: string; afbeelding_url: string | null; datum: Date },
  ): Promise<void> {
    await this.news.insert({ club_id: clubId, ...post, inhoud: sanitizeNewsHtml(post.inhoud) });
  }
}
