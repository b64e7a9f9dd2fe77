import type { DataExportResponse } from '@fairway/contract';
import { notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { DataExportRepository } from './data-export.repository';
import { fullName } from './members.mapper';
import type { MembersRepository } from './members.repository';
import type { MembersService } from './members.service';

/** JSON-safe copies of rows: dates as ISO strings. */
const plain = (rows: object[]): Record<string, unknown>[] =>
  JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];

/**
 * The member's own data as one document (AVG/GDPR right of access): their profile, every
 * membership of their player (login names, never password hashes), all their cards, their
 * bookings at this club and the members they follow.
 */
export class DataExport {
  constructor(
    private readonly rows: DataExportRepository,
    private readonly members: MembersRepository,
    private readonly service: MembersService,
    private readonly clock: () => Date,
  ) {}

  async of(auth: Auth): Promise<DataExportResponse> {
    const member = await this.members.findById(auth.clubId, auth.relatieId);
    if (!member) throw notFound('member');
    const [profile, ms, cards, booked, friends] = await Promise.all([
      this.service.self(auth.clubId, auth.relatieId),
      this.rows.memberships(member.id),
      this.rows.cards(member.id),
      this.rows.bookings(auth.clubId, auth.relatieId),
      this.members.friends(auth.clubId, auth.relatieId, { limit: 10_000, offset: 0 }),
    ]);
    return {
      exported_at: this.clock().toISOString(),
      profile,
      memberships: ms.map((m) => ({ ...m, since: m.since.toISOString() })),
      cards: plain(cards),
      bookings: plain(booked),
      friends: friends.map((f) => ({ id: f.relatie_id, volledige_naam: fullName(f) })),
    };
  }
}
