import { and, asc, eq } from 'drizzle-orm';
import type { DataExportResponse } from '@fairway/contract';
import type { Db } from '../../db/connect';
import { bookings, clubs, memberships, scorecards } from '../../db/schema';
import { notFound } from '../../errors';
import type { Auth } from '../auth/auth.service';
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
    private readonly db: Db,
    private readonly members: MembersRepository,
    private readonly service: MembersService,
    private readonly clock: () => Date,
  ) {}

  async of(auth: Auth): Promise<DataExportResponse> {
    const member = await this.members.findById(auth.clubId, auth.relatieId);
    if (!member) throw notFound('member');
    const [profile, ms, cards, booked, friends] = await Promise.all([
      this.service.self(auth.clubId, auth.relatieId),
      this.db
        .select({
          club: clubs.naam,
          username: memberships.username,
          is_gast: memberships.is_gast,
          role: memberships.role,
          since: memberships.created_at,
        })
        .from(memberships)
        .innerJoin(clubs, eq(clubs.id, memberships.club_id))
        .where(eq(memberships.player_id, member.id))
        .orderBy(asc(clubs.naam)),
      this.db
        .select()
        .from(scorecards)
        .where(eq(scorecards.player_id, member.id))
        .orderBy(asc(scorecards.datum), asc(scorecards.id)),
      this.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.club_id, auth.clubId), eq(bookings.relatie_id, auth.relatieId)))
        .orderBy(asc(bookings.date), asc(bookings.time)),
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
