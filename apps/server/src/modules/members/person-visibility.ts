import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { ClubRepository } from '../club';
import type { MembersRepository } from './members.repository';
import {
  hiddenMessage,
  personFields,
  type PersonContext,
  type PersonFields,
} from './member-privacy';

/** What the viewer may see of people in one context: fields per subject (null: a non-member). */
export type FieldsOf = (subjectId: number | null) => PersonFields | null;

/**
 * Reads the viewer (guest or member) and the club's privacy flags once per call and answers the
 * policy of member-privacy.ts for each person the call returns.
 */
export class PersonVisibility {
  constructor(
    private readonly members: MembersRepository,
    private readonly clubs: ClubRepository,
  ) {}

  /** The policy for this call's viewer and club in `context`. */
  async in(auth: Auth, context: PersonContext): Promise<FieldsOf> {
    const policy = await this.policy(auth);
    return (subjectId) => policy(context, subjectId);
  }

  /**
   * The policy for this call's viewer and club in any context, read once: for a call that shows
   * people in more than one (a match's lists: the viewer's own sign-up and everyone else).
   * `viewer`: the viewer's membership when the call has read it already.
   */
  async policy(
    auth: Auth,
    known?: { is_gast: boolean },
  ): Promise<(context: PersonContext, subjectId: number | null) => PersonFields | null> {
    const [viewer, club] = await Promise.all([
      known ?? this.members.findById(auth.clubId, auth.relatieId),
      this.clubs.config(auth.clubId),
    ]);
    if (!viewer || !club) throw notFound('member');
    const who = { relatieId: auth.relatieId, isGast: viewer.is_gast };
    return (context, subjectId) => personFields(who, club.config, context, subjectId);
  }

  /**
   * The fields of the people a call lists in `context`; 403 when the viewer may not see anyone
   * there (a guest asking for the member list, a club that does not show it). `viewer`: the
   * viewer's membership when the call has read it already (with the rows it lists).
   */
  async listing(
    auth: Auth,
    context: PersonContext,
    viewer?: { is_gast: boolean } | undefined,
  ): Promise<FieldsOf> {
    const policy = await this.policy(auth, viewer);
    const fieldsOf: FieldsOf = (subjectId) => policy(context, subjectId);
    // Someone else stands for everyone: the policy depends on the subject only for oneself.
    if (fieldsOf(null) === null) throw new AppError('FORBIDDEN', hiddenMessage(context));
    return fieldsOf;
  }

  /** The fields of one person in `context`; 403 when the viewer may not see them there. */
  async of(auth: Auth, context: PersonContext, subjectId: number | null): Promise<PersonFields> {
    const fields = (await this.in(auth, context))(subjectId);
    if (fields === null) throw new AppError('FORBIDDEN', hiddenMessage(context));
    return fields;
  }
}
