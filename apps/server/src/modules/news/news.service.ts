import type { NewsListResponse, NewsPost } from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import { notFound } from '../../errors';
import type { NewsRepository, NewsRow } from './news.repository';

const toPost = (r: NewsRow): NewsPost => ({
  id: r.id,
  titel: r.titel,
  inhoud: r.inhoud,
  afbeelding_url: r.afbeelding_url,
  datum: r.datum.toISOString(),
});

/**
 * Club news as a member reads it: the paged feed and one post, each only what is published, its
 * moment come, and meant for the member (news.repository.ts `visibleTo`). A post not for the
 * member is not found, as another club's is. HTML is sanitized when a post is written.
 */
export class NewsService {
  constructor(
    private readonly news: NewsRepository,
    private readonly clock: () => Date,
  ) {}

  private viewer(auth: Auth) {
    return { clubId: auth.clubId, relatieId: auth.relatieId, now: this.clock() };
  }

  async page(auth: Auth, limit: number, offset: number): Promise<NewsListResponse> {
    const { rows, total } = await this.news.page(this.viewer(auth), limit, offset);
    return { items: rows.map(toPost), total };
  }

  async post(auth: Auth, id: number): Promise<NewsPost> {
    const row = await this.news.find(this.viewer(auth), id);
    if (!row) throw notFound('news post');
    return toPost(row);
  }
}
