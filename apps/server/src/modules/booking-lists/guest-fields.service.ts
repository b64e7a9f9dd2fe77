import {
  ADMIN_GUEST_FIELDS,
  type AdminGuestField,
  type AdminGuestFieldName,
  type AdminGuestFieldsResponse,
  type GuestFieldOrder,
  type GuestFieldSetting,
} from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import { transaction } from '../../db/transaction';
import { BackOfficeService } from '../audit';
import type { BookingListsRepository, GuestFieldRow } from './booking-lists.repository';

/**
 * The club's guest fields (role tee_sheet_manager): per field whether the booking form shows it
 * and whether a guest is refused without it, and the order the form asks them in. A field the
 * club never listed is hidden; setting it lists it last. Each change is audited and drops the
 * club's kept lists once committed, so the next booking is checked against it.
 */
export class GuestFieldsService extends BackOfficeService<BookingListsRepository> {
  protected readonly role = 'tee_sheet_manager';

  async list(auth: Auth): Promise<AdminGuestFieldsResponse> {
    await this.allow(auth);
    return answer(await this.repo.guestFields(this.repo.db, auth.clubId));
  }

  async put(
    auth: Auth,
    veld: AdminGuestFieldName,
    setting: GuestFieldSetting,
  ): Promise<AdminGuestFieldsResponse> {
    await this.allow(auth);
    const result = await transaction(this.repo.db, async (tx) => {
      await this.repo.lockClub(tx, auth.clubId);
      const rows = await this.repo.guestFields(tx, auth.clubId);
      const before = rows.find((r) => r.veld === veld);
      const was = before ? toField(before) : hidden(veld);
      if (was.shown === setting.shown && was.required === setting.required) return answer(rows);
      const row: GuestFieldRow = {
        club_id: auth.clubId,
        veld,
        tonen: setting.shown ? 'on' : 'off',
        verplicht: setting.required ? '1' : '0',
        position: before?.position ?? Math.max(-1, ...rows.map((r) => r.position)) + 1,
      };
      await this.repo.saveGuestField(tx, row);
      await this.audit.recordBy(tx, auth, {
        entity: 'guest_field_config',
        recordId: veld,
        action: before ? 'update' : 'create',
        before: { shown: was.shown, required: was.required },
        after: setting,
      });
      return answer(await this.repo.guestFields(tx, auth.clubId));
    });
    this.context.forgetClubAfterCommit(auth.clubId);
    return result;
  }

  /**
   * Puts every field in the manager's order. A field the club never listed is listed hidden at
   * its place, so showing it later keeps the place it was given. The same order again writes
   * no audit row.
   */
  async order(auth: Auth, input: GuestFieldOrder): Promise<AdminGuestFieldsResponse> {
    await this.allow(auth);
    const result = await transaction(this.repo.db, async (tx) => {
      await this.repo.lockClub(tx, auth.clubId);
      const was = answer(await this.repo.guestFields(tx, auth.clubId));
      const before = was.fields.map((f) => f.veld);
      if (input.fields.every((veld, n) => veld === before[n])) return was;
      for (const [position, veld] of input.fields.entries()) {
        await this.repo.positionGuestField(tx, auth.clubId, veld, position);
      }
      await this.audit.recordBy(tx, auth, {
        entity: 'guest_field_config',
        recordId: 'order',
        action: 'update',
        before: { fields: before },
        after: input,
      });
      return answer(await this.repo.guestFields(tx, auth.clubId));
    });
    this.context.forgetClubAfterCommit(auth.clubId);
    return result;
  }
}

const hidden = (veld: AdminGuestFieldName): AdminGuestField => ({
  veld,
  shown: false,
  required: false,
});

const isAdminField = (veld: string): veld is AdminGuestFieldName =>
  (ADMIN_GUEST_FIELDS as readonly string[]).includes(veld);

const toField = (r: GuestFieldRow): AdminGuestField => ({
  veld: r.veld as AdminGuestFieldName,
  shown: r.tonen === 'on',
  required: r.tonen === 'on' && r.verplicht === '1',
});

/** The club's listed fields in its order, then the others (hidden) in the spec's order. */
function answer(rows: GuestFieldRow[]): AdminGuestFieldsResponse {
  const listed = rows.filter((r) => isAdminField(r.veld)).map(toField);
  const rest = ADMIN_GUEST_FIELDS.filter((f) => !listed.some((l) => l.veld === f)).map(hidden);
  return { fields: [...listed, ...rest] };
}
