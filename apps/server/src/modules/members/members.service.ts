import type { Relatie, UpdateSelfRequest } from '@fairway/contract';
import { notFound } from '../../errors';
import type { ClubRepository } from '../club/club.repository';
import { toRelatie } from './members.mapper';
import type { MembersRepository } from './members.repository';

/** The logged-in member's own profile. */
export class MembersService {
  constructor(
    private readonly members: MembersRepository,
    private readonly clubs: ClubRepository,
  ) {}

  private async clubNumber(clubId: number): Promise<number> {
    const club = await this.clubs.findOnPlatform(clubId);
    if (!club) throw notFound('club');
    return club.club_id;
  }

  async self(clubId: number, relatieId: number): Promise<Relatie> {
    const m = await this.members.findById(clubId, relatieId);
    if (!m) throw notFound('member');
    return toRelatie(m, await this.clubNumber(clubId));
  }

  /** Member search; for the marker picker the member themself is left out. */
  async search(
    clubId: number,
    relatieId: number,
    q: { term: string; limit: number; offset: number; isMarkerSelection?: boolean | undefined },
  ): Promise<Relatie[]> {
    const clubNumber = await this.clubNumber(clubId);
    const rows = await this.members.search(
      clubId,
      q.term,
      q.limit,
      q.offset,
      q.isMarkerSelection ? relatieId : undefined,
    );
    return rows.map((m) => {
      const { extra_veld_1: _omit, ...r } = toRelatie(m, clubNumber);
      return r;
    });
  }

  /** Updates the editable profile fields; extra_veld_1 only where the club shows it. */
  async updateSelf(clubId: number, relatieId: number, input: UpdateSelfRequest): Promise<Relatie> {
    const m = await this.members.findById(clubId, relatieId);
    if (!m) throw notFound('member');
    const { extra_veld_1, ...playerFields } = input;
    await this.members.updatePlayer(m.id, playerFields);
    if (extra_veld_1 !== undefined) {
      await this.members.updateMembership(clubId, relatieId, { extra_veld_1 });
    }
    return this.self(clubId, relatieId);
  }
}
