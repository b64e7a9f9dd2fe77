import type { MemberView, Relatie, UpdateSelfRequest } from '@fairway/contract';
import { notFound } from '../../errors';
import type { Auth } from '../auth/auth.service';
import type { ClubRepository } from '../club/club.repository';
import { toMemberView, toRelatie } from './members.mapper';
import type { MembersRepository } from './members.repository';
import type { PersonVisibility } from './person-visibility';

/** The logged-in member's own profile. */
export class MembersService {
  constructor(
    private readonly members: MembersRepository,
    private readonly clubs: ClubRepository,
    private readonly visibility: PersonVisibility,
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

  /**
   * Member search: the member list's search, or a picker's (marker, match partner) when the
   * query says so. A picker leaves the member themself out and shows what choosing needs; the
   * member list shows what the club's flags allow, and nothing where the club hides it.
   */
  async search(
    auth: Auth,
    q: {
      term: string;
      limit: number;
      offset: number;
      isMarkerSelection?: boolean | undefined;
      isWedstrijdSelection?: boolean | undefined;
    },
  ): Promise<MemberView[]> {
    const picker = Boolean(q.isMarkerSelection || q.isWedstrijdSelection);
    const fieldsOf = await this.visibility.listing(auth, picker ? 'picker' : 'member-list');
    const rows = await this.members.search(
      auth.clubId,
      q.term,
      q.limit,
      q.offset,
      picker ? auth.relatieId : undefined,
    );
    return rows.map((m) => toMemberView(m, fieldsOf(m.relatie_id)!));
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
