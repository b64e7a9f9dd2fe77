import type {
  FriendChangeResponse,
  FriendsQuery,
  MemberListQuery,
  MemberView,
  Relatie,
  UpdateSelfRequest,
} from '@fairway/contract';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { ClubRepository } from '../club';
import { toMemberView, toRelatie } from './members.mapper';
import type { MemberRow, MembersRepository } from './members.repository';
import type { FieldsOf, PersonVisibility } from './person-visibility';

type Selection = Pick<MemberListQuery, 'isMarkerSelection' | 'isWedstrijdSelection'>;

/**
 * Whether a list is a picker's: choosing a marker (isMarkerSelection) or a match partner
 * (isWedstrijdSelection). Both may choose any member of the club but oneself, guests included (a
 * guest can mark and play); they see what choosing needs (the policy's `picker` context), also
 * where the club hides its member list.
 */
const isPicker = (q: Selection) => Boolean(q.isMarkerSelection || q.isWedstrijdSelection);

/** The member's own profile, the member list, a member's page and the member's friends. */
export class MembersService {
  constructor(
    private readonly members: MembersRepository,
    private readonly clubs: ClubRepository,
    private readonly visibility: PersonVisibility,
    private readonly context: ClubContext,
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

  /** The rows as the viewer may see them, each marked whether the viewer follows them. */
  private async views(auth: Auth, rows: MemberRow[], fieldsOf: FieldsOf): Promise<MemberView[]> {
    const friends = await this.members.friendIds(
      auth.clubId,
      auth.relatieId,
      rows.map((m) => m.relatie_id),
    );
    return rows.map((m) =>
      toMemberView(m, fieldsOf(m.relatie_id)!, { isFriends: friends.has(m.relatie_id) }),
    );
  }

  /**
   * GET /api/relatie: a page of the club's members, by name or by handicap. A picker's list
   * (see `isPicker`) leaves the member themself out.
   */
  async list(auth: Auth, q: MemberListQuery): Promise<MemberView[]> {
    const picker = isPicker(q);
    const fieldsOf = await this.visibility.listing(auth, picker ? 'picker' : 'member-list');
    const rows = await this.members.list(auth.clubId, q, picker ? auth.relatieId : undefined);
    return this.views(auth, rows, fieldsOf);
  }

  /**
   * Member search: the member list's search, or a picker's (marker, match partner) when the
   * query says so. A picker leaves the member themself out and shows what choosing needs; the
   * member list shows what the club's flags allow, and nothing where the club hides it.
   */
  async search(
    auth: Auth,
    q: Selection & { term: string; limit: number; offset: number; egaSorted?: boolean | undefined },
  ): Promise<MemberView[]> {
    const picker = isPicker(q);
    // The page, the friend marks and the viewer in one statement; the policy is applied to the
    // rows before anything of them is answered (403 where the viewer may not see the list).
    const { rows, viewer } = await this.members.search(auth.clubId, auth.relatieId, {
      term: q.term,
      limit: q.limit,
      offset: q.offset,
      excludeViewer: picker,
      egaSorted: q.egaSorted ?? false,
    });
    const fieldsOf = await this.visibility.listing(auth, picker ? 'picker' : 'member-list', viewer);
    return rows.map((m) => toMemberView(m, fieldsOf(m.relatie_id)!, { isFriends: m.is_friend }));
  }

  /** GET /api/relatie/{id}: a member's page; 403 where the policy hides it, 404 for no member here. */
  async detail(auth: Auth, relatieId: number): Promise<MemberView> {
    const fields = await this.visibility.of(auth, 'member-detail', relatieId);
    const m = await this.members.findActive(auth.clubId, relatieId);
    if (!m) throw notFound('member');
    const friends = await this.members.friendIds(auth.clubId, auth.relatieId, [relatieId]);
    return toMemberView(m, fields, { isFriends: friends.has(relatieId) });
  }

  /**
   * GET /api/relatie/friends: a page of the member's friends; with `teetime`, where the club has
   * booking, each friend's next tee time as far as the policy shows it. Always the member's own to
   * read, also where the club hides its member list (the policy's `friends` context).
   */
  async friends(auth: Auth, q: FriendsQuery): Promise<MemberView[]> {
    const fieldsOf = await this.visibility.listing(auth, 'friends');
    const rows = await this.members.friends(auth.clubId, auth.relatieId, q);
    const club = q.teetime ? await this.clubs.config(auth.clubId) : undefined;
    const next = club?.config.booking_mob_enabled
      ? await this.members.nextTeetimes(
          auth.clubId,
          rows.map((m) => m.relatie_id),
          this.context.nowIn(club.club.timezone),
        )
      : undefined;
    return rows.map((m) =>
      toMemberView(m, fieldsOf(m.relatie_id)!, {
        isFriends: true,
        ...(next ? { nextTeetime: next.get(m.relatie_id) ?? null } : {}),
      }),
    );
  }

  /**
   * GET /api/relatie/friends/{id}: one friend; 404 when they are not the member's friend, or the
   * club deactivated them (they left: the friends list leaves them out too).
   */
  async friend(auth: Auth, friendId: number): Promise<MemberView> {
    const fieldsOf = await this.visibility.listing(auth, 'friends');
    const [m, friends] = await Promise.all([
      this.members.findActive(auth.clubId, friendId),
      this.members.friendIds(auth.clubId, auth.relatieId, [friendId]),
    ]);
    if (!m || !friends.has(friendId)) throw notFound('friend');
    return toMemberView(m, fieldsOf(friendId)!, { isFriends: true });
  }

  /**
   * POST /api/relatie/friends/{id}: follows a member of the same club; adding a friend twice is
   * harmless, oneself is refused, another club's member does not exist. Only where the member may
   * see the member list (a friend is chosen from it or from a member's page); 403 elsewhere.
   */
  async addFriend(auth: Auth, friendId: number): Promise<FriendChangeResponse> {
    await this.visibility.listing(auth, 'member-list');
    if (friendId === auth.relatieId) {
      throw new AppError('VALIDATION', 'you cannot add yourself as a friend', [
        { field: 'id', message: 'you cannot add yourself as a friend' },
      ]);
    }
    if (!(await this.members.findActive(auth.clubId, friendId))) throw notFound('member');
    await this.members.addFriend(auth.clubId, auth.relatieId, friendId);
    return { status: 'success', is_friends: true };
  }

  /**
   * DELETE /api/relatie/friends/{id}: stops following; 404 when they were not a friend. Allowed
   * wherever the friends list is (also with the member list hidden): it is the member's own list.
   */
  async removeFriend(auth: Auth, friendId: number): Promise<FriendChangeResponse> {
    if (!(await this.members.removeFriend(auth.clubId, auth.relatieId, friendId))) {
      throw new AppError('NOT_FOUND', 'this member is not your friend');
    }
    return { status: 'success', is_friends: false };
  }

  /**
   * Updates the editable profile fields; extra_veld_1 only where the club shows it. A birth date
   * after the club's today is refused (400 naming geboortedatum).
   */
  async updateSelf(clubId: number, relatieId: number, input: UpdateSelfRequest): Promise<Relatie> {
    const m = await this.members.findById(clubId, relatieId);
    if (!m) throw notFound('member');
    if (input.geboortedatum) {
      // Nobody is born after today, on the club's calendar (a date typed a year off, say).
      const today = (await this.context.now(clubId)).date;
      if (input.geboortedatum > today) {
        const message = `must not be after today (${today})`;
        throw new AppError('VALIDATION', `geboortedatum: ${message}`, [
          { field: 'geboortedatum', message },
        ]);
      }
    }
    const { extra_veld_1, ...playerFields } = input;
    await this.members.updatePlayer(m.id, playerFields);
    if (extra_veld_1 !== undefined) {
      await this.members.updateMembership(clubId, relatieId, { extra_veld_1 });
    }
    return this.self(clubId, relatieId);
  }
}
