import type { BookablePlayersResponse, GsnLookupResponse } from '@fairway/contract';
import { notFound } from '../../errors';
import { tenthsToNumber } from '../../lib/tenths';
import type { Auth } from '../../club-context/caller';
import {
  fullName,
  type PersonFields,
  type MembersRepository,
  type MemberListRow,
  type PersonVisibility,
} from '../members';
import type { BookingRepository } from './booking.repository';

/** A member to add, with the handicap only where the privacy policy shows it (not to guests). */
const toBookable = (m: MemberListRow, fields: PersonFields | null) => ({
  id: m.relatie_id,
  name: fullName(m),
  handicap:
    fields?.has('handicap') && m.handicap_tenths !== null
      ? tenthsToNumber(m.handicap_tenths)
      : null,
});

/** Players to add to a booking: club members, and guests filled in from their GSN. */
export class BookingPlayersService {
  constructor(
    private readonly repo: BookingRepository,
    private readonly members: MembersRepository,
    private readonly visibility: PersonVisibility,
  ) {}

  /** GET /api/teetime/relatie: the member's playing partners, most frequent first. */
  async partners(auth: Auth, limit: number, offset: number): Promise<BookablePlayersResponse> {
    const fieldsOf = await this.visibility.listing(auth, 'picker');
    const ids = await this.repo.playingPartners(auth.clubId, auth.relatieId, limit, offset);
    const rows = await Promise.all(ids.map((p) => this.members.findById(auth.clubId, p.id)));
    return rows.flatMap((m) => (m ? [toBookable(m, fieldsOf(m.relatie_id))] : []));
  }

  /** GET /api/teetime/relatie/search: club members by name or GSN, without the member. */
  async search(auth: Auth, term: string): Promise<BookablePlayersResponse> {
    const { rows, viewer } = await this.members.search(auth.clubId, auth.relatieId, {
      term,
      limit: 20,
      offset: 0,
      excludeViewer: true,
      egaSorted: false,
    });
    const fieldsOf = await this.visibility.listing(auth, 'picker', viewer);
    return rows.map((m) => toBookable(m, fieldsOf(m.relatie_id)));
  }

  /**
   * GET /api/relatie/gsn/{gsn}: what adding a federation player as a guest needs — the name, and
   * for a member also handicap, gender and home club; never a birth date, email or phone.
   */
  async byGsn(auth: Auth, gsn: string): Promise<GsnLookupResponse> {
    const fields = await this.visibility.of(auth, 'guest-lookup', null);
    const row = await this.repo.playerByGsn(gsn);
    if (!row) throw notFound('player');
    const p = row.player;
    return {
      gsn: p.gsn,
      initials: p.voorletters,
      firstname: p.roepnaam,
      middlename: p.tussenvoegsel,
      lastname: p.achternaam,
      handicap:
        fields.has('handicap') && p.handicap_tenths !== null
          ? tenthsToNumber(p.handicap_tenths)
          : null,
      gender: fields.has('geslacht') ? p.geslacht : null,
      homecourse: fields.has('home_club') ? row.club : null,
    };
  }
}
