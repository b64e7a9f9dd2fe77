import { fromTenths } from '@fairway/golf';
import type { ExportColumn } from '../../lib/export-file';
import { fullName } from '../members';
import type {
  BookingRow,
  CancellationRow,
  MatchEntryRow,
  PaymentRow,
  RefundRow,
} from './reports.repository';

interface Named {
  roepnaam: string | null;
  voorletters: string | null;
  tussenvoegsel: string | null;
  achternaam: string | null;
  guest: string | null;
}

/** A member's name as the club knows it now, a guest's as given, else empty. */
const playerName = (r: Named) =>
  r.achternaam ? fullName({ ...r, achternaam: r.achternaam }) : r.guest;

const kindOf = (r: { relatie_id: number | null; guest: string | null }) =>
  r.relatie_id !== null ? 'member' : r.guest !== null ? 'guest' : 'unknown';

/**
 * Bookings: one row per player in a tee time, with what the starter wrote of them on the day's
 * sheet (attendance: arrived, no_show, or empty where nobody marked them) and the no-shows of the
 * player's booking (the flight, booking_id) counted. Cancelled places are the cancellations file's.
 */
export const BOOKING_COLUMNS: ExportColumn<BookingRow>[] = [
  { header: 'date', type: 'date', value: (r) => r.date },
  { header: 'time', type: 'text', value: (r) => r.time },
  { header: 'course', type: 'text', value: (r) => r.course },
  { header: 'holes', type: 'number', value: (r) => r.holes },
  { header: 'booking_id', type: 'number', value: (r) => r.main_booking_id },
  { header: 'player_id', type: 'number', value: (r) => r.id },
  { header: 'player_kind', type: 'text', value: (r) => (r.unknown ? 'unknown' : kindOf(r)) },
  { header: 'relatie_id', type: 'number', value: (r) => r.relatie_id },
  { header: 'player', type: 'text', value: playerName },
  { header: 'booked_by', type: 'number', value: (r) => r.booked_by },
  { header: 'booked_at', type: 'datetime', value: (r) => r.booked_at },
  { header: 'match_id', type: 'number', value: (r) => r.match_id },
  { header: 'attendance', type: 'text', value: (r) => r.attendance },
  { header: 'booking_no_shows', type: 'number', value: (r) => r.booking_no_shows },
];

/**
 * Cancellations: one row per place taken off a tee time, with the player's name as it was
 * recorded then, the member's reason or the kind of the club's block that closed the time, who
 * cancelled it and when, and how long before the tee time (negative: after it).
 */
export const CANCELLATION_COLUMNS: ExportColumn<CancellationRow>[] = [
  { header: 'date', type: 'date', value: (r) => r.date },
  { header: 'time', type: 'text', value: (r) => r.time },
  { header: 'course', type: 'text', value: (r) => r.course },
  { header: 'booking_id', type: 'number', value: (r) => r.booking_id },
  { header: 'player', type: 'text', value: (r) => r.player_name },
  { header: 'reason', type: 'text', value: (r) => r.reason },
  { header: 'block', type: 'text', value: (r) => r.block_reason },
  { header: 'cancelled_by', type: 'number', value: (r) => r.cancelled_by },
  {
    header: 'cancelled_by_name',
    type: 'text',
    value: (r) => playerName({ ...r, guest: null }),
  },
  { header: 'cancelled_at', type: 'datetime', value: (r) => r.cancelled_at },
  { header: 'minutes_before', type: 'number', value: (r) => r.minutes_before },
];

/** Match entries: one row per player signed up, with their team's result once processed. */
export const MATCH_COLUMNS: ExportColumn<MatchEntryRow>[] = [
  { header: 'match_id', type: 'number', value: (r) => r.match_id },
  { header: 'match', type: 'text', value: (r) => r.match },
  { header: 'start', type: 'datetime', value: (r) => r.aanvang },
  { header: 'course', type: 'text', value: (r) => r.course },
  { header: 'form', type: 'text', value: (r) => r.wedstrijdvorm },
  { header: 'entry_id', type: 'number', value: (r) => r.team_id },
  { header: 'entry_number', type: 'number', value: (r) => r.volgnummer },
  { header: 'reserve', type: 'boolean', value: (r) => r.reservelijst },
  { header: 'flight', type: 'number', value: (r) => r.flight },
  { header: 'flight_time', type: 'text', value: (r) => r.starttijd },
  { header: 'player_kind', type: 'text', value: kindOf },
  { header: 'relatie_id', type: 'number', value: (r) => r.relatie_id },
  { header: 'player', type: 'text', value: playerName },
  {
    header: 'guest_handicap',
    type: 'number',
    value: (r) => (r.guest_handicap_tenths === null ? null : fromTenths(r.guest_handicap_tenths)),
  },
  { header: 'category', type: 'text', value: (r) => r.category },
  { header: 'signed_up_at', type: 'datetime', value: (r) => r.signed_up_at },
  { header: 'processed', type: 'boolean', value: (r) => r.verwerkt },
  { header: 'result_counted_by', type: 'text', value: (r) => r.uitslag },
  { header: 'position', type: 'number', value: (r) => r.positie },
  { header: 'result_status', type: 'text', value: (r) => r.status },
  { header: 'playing_handicap', type: 'number', value: (r) => r.playing_handicap },
  { header: 'gross', type: 'number', value: (r) => r.bruto },
  { header: 'net', type: 'number', value: (r) => r.netto },
  { header: 'stableford', type: 'number', value: (r) => r.stableford },
  { header: 'against_par', type: 'number', value: (r) => r.tegen_par },
];

/**
 * A line of the payments report: a payment attempt (money in, amount positive) or a refund (money
 * out, amount negative), so the file's amounts add up to what the bank should hold.
 */
export type MoneyRow = ({ kind: 'payment' } & PaymentRow) | ({ kind: 'refund' } & RefundRow);

export const PAYMENT_COLUMNS: ExportColumn<MoneyRow>[] = [
  { header: 'type', type: 'text', value: (r) => r.kind },
  { header: 'id', type: 'number', value: (r) => r.id },
  { header: 'created_at', type: 'datetime', value: (r) => r.created_at },
  { header: 'updated_at', type: 'datetime', value: (r) => r.updated_at },
  { header: 'provider', type: 'text', value: (r) => r.provider },
  { header: 'provider_id', type: 'text', value: (r) => r.provider_id },
  {
    header: 'amount',
    type: 'money',
    value: (r) => (r.kind === 'refund' ? -r.amount_cents : r.amount_cents),
  },
  { header: 'status', type: 'text', value: (r) => r.status },
  { header: 'applied', type: 'boolean', value: (r) => (r.kind === 'payment' ? r.applied : null) },
  {
    header: 'payment_id',
    type: 'number',
    value: (r) => (r.kind === 'refund' ? r.payment_id : r.id),
  },
  {
    header: 'provider_payment_id',
    type: 'text',
    value: (r) => (r.kind === 'refund' ? r.provider_payment_id : r.provider_id),
  },
  { header: 'refund_reason', type: 'text', value: (r) => (r.kind === 'refund' ? r.reason : null) },
  { header: 'bon_id', type: 'number', value: (r) => r.bon_id },
  {
    header: 'bon_status',
    type: 'text',
    value: (r) => (r.kind === 'payment' ? r.bon_status : null),
  },
  { header: 'description', type: 'text', value: (r) => r.omschrijving },
  { header: 'relatie_id', type: 'number', value: (r) => r.relatie_id },
  { header: 'member', type: 'text', value: (r) => playerName({ ...r, guest: null }) },
];
