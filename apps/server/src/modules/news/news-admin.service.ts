import type {
  AdminNewsAudiences,
  AdminNewsInput,
  AdminNewsItem,
  AdminNewsListResponse,
  NewsAudienceKind,
  NewsState,
} from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { Db } from '../../db/db';
import { afterCommit, transaction, withinRequestTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import type { AuditRepository } from '../audit';
import type { NewsPictures, RenderedPicture } from '../pictures';
import type { NewsAdminRepository, NewsAdminRow, NewsValues } from './news-admin.repository';
import type { NewsEvents } from './news-events';
import type { NewsRow } from './news.repository';
import { sanitizeNewsHtml } from './sanitize';

export const NEWS_ROLE = 'news_editor' as const;
/** A publish moment this far back is taken as "now" (the editor's clock may run a little behind). */
const PAST_SLACK_MS = 5 * 60_000;

const audienceOf = (r: NewsRow): { audience: NewsAudienceKind; audience_id: number | null } =>
  r.audience_category_id !== null
    ? { audience: 'category', audience_id: r.audience_category_id }
    : r.audience_match_id !== null
      ? { audience: 'match', audience_id: r.audience_match_id }
      : { audience: 'everyone', audience_id: null };

export function stateOf(r: Pick<NewsRow, 'status' | 'datum'>, now: Date): NewsState {
  if (r.status === 'published') return r.datum > now ? 'scheduled' : 'published';
  return r.status;
}

const toItem = (r: NewsAdminRow, now: Date): AdminNewsItem => ({
  id: r.id,
  titel: r.titel,
  inhoud: r.inhoud,
  afbeelding_url: r.afbeelding_url,
  state: stateOf(r, now),
  publish_at: r.status === 'draft' ? null : r.datum.toISOString(),
  ...audienceOf(r),
  audience_name: r.audience_name,
  updated_at: r.updated_at.toISOString(),
});

/** What the audit trail keeps of a post (the body only by length: the post itself has it). */
const audited = (r: NewsRow) => ({
  titel: r.titel,
  inhoud_length: r.inhoud.length,
  afbeelding_url: r.afbeelding_url,
  status: r.status,
  datum: r.datum,
  ...audienceOf(r),
});

/**
 * The news editor's posts (role news_editor): written as drafts, published now or from a set
 * moment, taken back, changed and deleted. The body is sanitized on every write (sanitize.ts):
 * whatever the editor's HTML holds, only the allowed markup is stored.
 */
export class NewsAdminService {
  constructor(
    private readonly repo: NewsAdminRepository,
    private readonly audit: AuditRepository,
    private readonly context: ClubContext,
    private readonly pictures: NewsPictures,
    private readonly events: NewsEvents | null = null,
  ) {}

  private now() {
    return this.context.clock();
  }

  async list(auth: Auth, limit: number, offset: number): Promise<AdminNewsListResponse> {
    await this.context.requireRole(auth, NEWS_ROLE);
    const { rows, total } = await this.repo.page(auth.clubId, limit, offset);
    const now = this.now();
    return { items: rows.map((r) => toItem(r, now)), total };
  }

  async get(auth: Auth, id: number): Promise<AdminNewsItem> {
    await this.context.requireRole(auth, NEWS_ROLE);
    const row = await this.repo.find(this.repo.db, auth.clubId, id);
    if (!row) throw notFound('news post');
    return toItem(row, this.now());
  }

  async audiences(auth: Auth): Promise<AdminNewsAudiences> {
    await this.context.requireRole(auth, NEWS_ROLE);
    const since = new Date(this.now().getTime() - 60 * 86_400_000).toISOString().slice(0, 10);
    return this.repo.audiences(auth.clubId, since);
  }

  /** The input as stored: the body sanitized, the audience checked to be the club's own. */
  private async values(tx: Db, clubId: number, input: AdminNewsInput): Promise<NewsValues> {
    const id = input.audience_id;
    if (input.audience === 'category' && !(await this.repo.categoryExists(tx, clubId, id!)))
      throw new AppError('VALIDATION', 'the club has no such category', [
        { field: 'audience_id', message: 'the club has no such category' },
      ]);
    if (input.audience === 'match' && !(await this.repo.matchExists(tx, clubId, id!)))
      throw new AppError('VALIDATION', 'the club has no such match', [
        { field: 'audience_id', message: 'the club has no such match' },
      ]);
    return {
      titel: input.titel,
      inhoud: sanitizeNewsHtml(input.inhoud),
      audience_category_id: input.audience === 'category' ? id : null,
      audience_match_id: input.audience === 'match' ? id : null,
    };
  }

  private record(tx: Db, auth: Auth, id: number, before: NewsRow | null, after: NewsRow | null) {
    return this.audit.recordBy(tx, auth, {
      entity: 'news_post',
      recordId: id,
      action: before === null ? 'create' : after === null ? 'delete' : 'update',
      before: before && audited(before),
      after: after && audited(after),
    });
  }

  /** One write on one post: locked, changed, audited, answered as the editor sees it. */
  private change(
    auth: Auth,
    id: number,
    write: (tx: Db, before: NewsRow, now: Date) => Promise<Partial<NewsRow> | null>,
  ): Promise<AdminNewsItem> {
    return transaction(this.repo.db, async (tx) => {
      const before = await this.repo.lock(tx, auth.clubId, id);
      if (!before) throw notFound('news post');
      const now = this.now();
      const values = await write(tx, before, now);
      if (values) {
        await this.repo.update(tx, auth.clubId, id, values, now);
        await this.record(tx, auth, id, before, { ...before, ...values });
        // The audience hears of a publication; taking it back cancels what had not gone out.
        if (values.status === 'published')
          await this.events?.published(tx, { ...before, ...values });
        else if (values.status) await this.events?.withdrawn(tx, auth.clubId, id);
      }
      return toItem((await this.repo.find(tx, auth.clubId, id))!, now);
    });
  }

  /** A new post, a draft until it is published. */
  async create(auth: Auth, input: AdminNewsInput): Promise<AdminNewsItem> {
    await this.context.requireRole(auth, NEWS_ROLE);
    return transaction(this.repo.db, async (tx) => {
      const now = this.now();
      const values = await this.values(tx, auth.clubId, input);
      const row = { club_id: auth.clubId, ...values, status: 'draft' as const, datum: now };
      const id = await this.repo.insert(tx, row);
      const created = (await this.repo.find(tx, auth.clubId, id))!;
      await this.record(tx, auth, id, null, created);
      return toItem(created, now);
    });
  }

  async update(auth: Auth, id: number, input: AdminNewsInput): Promise<AdminNewsItem> {
    await this.context.requireRole(auth, NEWS_ROLE);
    return this.change(auth, id, (tx) => this.values(tx, auth.clubId, input));
  }

  /** Publishes now (`at` null) or from `at`; a moment in the past is refused. */
  async publish(auth: Auth, id: number, at: string | null): Promise<AdminNewsItem> {
    await this.context.requireRole(auth, NEWS_ROLE);
    return this.change(auth, id, async (_tx, _before, now) => {
      const moment = at === null ? now : new Date(at);
      if (moment.getTime() < now.getTime() - PAST_SLACK_MS)
        throw new AppError('VALIDATION', 'the moment has passed', [
          { field: 'at', message: 'choose a moment from now on' },
        ]);
      return { status: 'published', datum: moment < now ? now : moment };
    });
  }

  /** Takes a post back from the members; it stays for the editor to change or publish again. */
  async unpublish(auth: Auth, id: number): Promise<AdminNewsItem> {
    await this.context.requireRole(auth, NEWS_ROLE);
    return this.change(auth, id, async (_tx, before) =>
      before.status === 'published' ? { status: 'unpublished' } : null,
    );
  }

  async delete(auth: Auth, id: number): Promise<{ deleted: true }> {
    await this.context.requireRole(auth, NEWS_ROLE);
    const picture = await transaction(this.repo.db, async (tx) => {
      const before = await this.repo.lock(tx, auth.clubId, id);
      if (!before) throw notFound('news post');
      await this.repo.delete(tx, auth.clubId, id);
      await this.record(tx, auth, id, before, null);
      await this.events?.withdrawn(tx, auth.clubId, id);
      return before.afbeelding_url;
    });
    this.dropPicture(auth.clubId, picture);
    return { deleted: true };
  }

  /**
   * Gives the post the rendered picture (or none). The new file is stored first; the replaced
   * one goes after the change commits, so a failed change leaves the old picture in place.
   */
  async setPicture(
    auth: Auth,
    id: number,
    picture: RenderedPicture | null,
  ): Promise<AdminNewsItem> {
    await this.context.requireRole(auth, NEWS_ROLE);
    const url = picture ? await this.pictures.put(auth.clubId, picture) : null;
    let old: string | null = null;
    try {
      const item = await this.change(auth, id, async (_tx, before) => {
        old = before.afbeelding_url;
        return { afbeelding_url: url };
      });
      this.dropPicture(auth.clubId, old);
      return item;
    } catch (err) {
      await this.pictures.remove(auth.clubId, url);
      throw err;
    }
  }

  private dropPicture(clubId: number, url: string | null) {
    if (withinRequestTransaction()) afterCommit(() => this.pictures.remove(clubId, url));
    else void this.pictures.remove(clubId, url);
  }
}
