import type { BookablePlayersResponse, GsnLookupResponse } from '@fairway/contract';
import { notFound } from '../../errors';
import { tenthsToNumber } from '../../lib/tenths';
import type { Auth } from '../auth/auth.service';
import { fullName } from '../members/members.mapper';
import type { MemberRow, MembersRepository } from '../members/members.repository';
import type { BookingRepository } from './booking.repository';

const toBookable = (m: MemberRow) => ({
  id: m.relatie_id,
  name: fullName(m),
  handicap: m.handicap_tenths === null ? null : tenthsToNumber(m.handicap_tenths),
});

/** Players to add to a booking: club members, and guests filled in from their GSN. */
export class BookingPlayersService {
  constructor(
    private readonly repo: BookingRepository,
    private readonly members: MembersRepository,
  ) {}

  /** GET /api/teetime/relatie: the member's playing partners, most frequent first. */
  async partners(auth: Auth, limit: number, offset: number): Promise<BookablePlayersResponse> {
    const ids = await this.repo.playingPartners(auth.clubId, auth.relatieId, limit, offset);
    const rows = await Promise.all(ids.map((p) => this.members.findById(auth.clubId, p.id)));
    return rows.flatMap((m) => (m ? [toBookable(m)] : []));
  }

  /** GET /api/teetime/relatie/search: club members by name or GSN, without the member. */
  async search(auth: Auth, term: string): Promise<BookablePlayersResponse> {
    const rows = await this.members.search(auth.clubId, term, 20, 0, auth.relatieId);
    return rows.map(toBookable);
  }

  /**
   * GET /api/relatie/gsn/{gsn}: what a booking needs of a federation player to book them as a
   * guest — name, handicap, gender and home club; nothing private (no birth date, email, phone).
   */
  async byGsn(gsn: string): Promise<GsnLookupResponse> {
    const row = await this.repo.playerByGsn(gsn);
    if (!row) throw notFound('player');
    const p = row.player;
    return {
      gsn: p.gsn,
      initials: p.voorletters,
      firstname: p.roepnaam,
      middlename: p.tussenvoegsel,
      lastname: p.achternaam,
      handicap: p.handicap_tenths === null ? null : tenthsToNumber(p.handicap_tenths),
      gender: p.geslacht,
      homecourse: row.club,
    };
  }
}
