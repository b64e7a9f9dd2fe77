import type { FaqEntry, FeedbackRequest, FeedbackResponse } from '@fairway/contract';
import { resolveLanguage } from '@fairway/golf';
import { notFound } from '../../errors';
import { fullName, type MembersRepository } from '../members';
import type { FeedbackRepository } from './feedback.repository';

/** Feedback to the club and the club's FAQ. */
export class FeedbackService {
  constructor(
    private readonly feedback: FeedbackRepository,
    private readonly members: MembersRepository,
  ) {}

  /** Stores the feedback for the club; answers who it was sent as, so the member can check it. */
  async send(clubId: number, relatieId: number, input: FeedbackRequest): Promise<FeedbackResponse> {
    const member = await this.members.findById(clubId, relatieId);
    if (!member) throw notFound('member');
    await this.feedback.insert({ club_id: clubId, relatie_id: relatieId, ...input });
    return { status: 'success', sender: { naam: fullName(member), email: member.email } };
  }

  /** The club's FAQ in the member's language (spec §4) where the club wrote one. */
  async faq(clubId: number, relatieId: number): Promise<FaqEntry[]> {
    const member = await this.members.findById(clubId, relatieId);
    if (!member) throw notFound('member');
    return this.feedback.faq(clubId, resolveLanguage(member.voorkeurstaal));
  }
}
