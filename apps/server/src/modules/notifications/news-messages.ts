import { NOTIFICATION_JOBS } from './dispatcher';
import type { Db } from '../../db/connect';
import type { NewsEvents, NewsRow } from '../news';
import { Notifier, type MessageDeps } from './notifier';

export const NEWS_PUBLISHED = 'news-published';

/** `at`: the moment the post was published for; a run for another moment does nothing. */
type NewsJob = { clubId: number; postId: number; at: string };

const postKey = (clubId: number, postId: number) => `${clubId}:${postId}`;

/**
 * A news post for you was published: a job made in the editor's publishing transaction, due at the
 * post's moment (a scheduled post waits for it), cancelled when the post is taken back or deleted.
 * A run notifies the post's audience (everyone, a category, a match's players) once per post.
 */
export class NewsMessages implements NewsEvents {
  private readonly notifier: Notifier;

  constructor(private readonly deps: MessageDeps) {
    this.notifier = new Notifier(deps);
    deps.queue.define<NewsJob>({
      name: NEWS_PUBLISHED,
      ...NOTIFICATION_JOBS,
      run: (j) => this.tell(j),
    });
  }

  async published(tx: Db, post: NewsRow): Promise<void> {
    const key = postKey(post.club_id, post.id);
    // Published again for another moment: the job moves with it.
    await this.deps.queue.cancel(tx, NEWS_PUBLISHED, key);
    const inSeconds = (post.datum.getTime() - this.deps.club.clock().getTime()) / 1000;
    await this.deps.queue.send<NewsJob>(
      tx,
      NEWS_PUBLISHED,
      { clubId: post.club_id, postId: post.id, at: post.datum.toISOString() },
      { singletonKey: key, ...(inSeconds > 0 ? { startAfter: Math.ceil(inSeconds) } : {}) },
    );
  }

  async withdrawn(tx: Db, clubId: number, postId: number): Promise<void> {
    await this.deps.queue.cancel(tx, NEWS_PUBLISHED, postKey(clubId, postId));
  }

  private async tell({ clubId, postId, at }: NewsJob): Promise<void> {
    const post = await this.deps.messages.newsPost(clubId, postId);
    if (post?.status !== 'published' || post.datum.toISOString() !== at) return;
    const members = await this.deps.messages.audience(clubId, post);
    await this.notifier.notify(
      clubId,
      members.map((relatieId) => ({
        clubId,
        relatieId,
        kind: 'news_published',
        params: { title: post.titel },
        link: `/app/news/${postId}`,
        dedupeKey: `${NEWS_PUBLISHED}:${postId}`,
      })),
    );
  }
}
