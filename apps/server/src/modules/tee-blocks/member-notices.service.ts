import type { MemberNoticeList } from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import { notFound } from '../../errors';
import type { TeeBlocksRepository } from './tee-blocks.repository';

/**
 * The member's notices in the app (their tee time cancelled by the club), shown until they
 * dismiss them. The club has no push, inbox or e-mail yet: a job that sends them later reads the
 * same rows (member_notices) and marks what it sent in a column of its own.
 */
export class MemberNoticesService {
  constructor(
    private readonly repo: TeeBlocksRepository,
    private readonly clock: () => Date,
  ) {}

  async list(auth: Auth): Promise<MemberNoticeList> {
    const rows = await this.repo.openNotices(auth.clubId, auth.relatieId);
    return {
      notices: rows.map((n) => ({
        id: n.id,
        kind: n.kind,
        course_name: n.course_name,
        date: n.date,
        time: n.time,
        message: n.message,
        created_at: n.created_at.toISOString(),
      })),
    };
  }

  /** Another member's notice does not exist for you (404). */
  async dismiss(auth: Auth, id: number): Promise<{ success: true }> {
    if (!(await this.repo.dismiss(auth.clubId, auth.relatieId, id, this.clock()))) {
      throw notFound('notice');
    }
    return { success: true };
  }
}
