import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannelName,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesInput,
  type QuietHours,
} from '@fairway/contract';
import type { PreferencesRow } from './notifications.repository';

/** The kinds that must not be missed, which come by email too unless the member says otherwise. */
const EMAIL_BY_DEFAULT: ReadonlySet<NotificationKind> = new Set([
  'marker_card_to_sign',
  'marker_deadline_soon',
  'payment_refunded',
  'payment_partly_refunded',
]);

/**
 * The channels of a pair the member did not choose: push for every kind; email only for what must
 * not be missed (`EMAIL_BY_DEFAULT`). A saved choice keeps only the pairs it named (`off`,
 * `turned_on`), so a kind added after the member saved comes by its defaults, not by what their
 * other choices happen to say.
 */
const byDefault = (kind: string, channel: NotificationChannelName) =>
  channel === 'push' || EMAIL_BY_DEFAULT.has(kind as NotificationKind);

const pair = (kind: string, channel: string) => `${kind}:${channel}`;

/** Whether the member wants `kind` by `channel`. */
export function wants(
  row: Pick<PreferencesRow, 'off' | 'turned_on'> | undefined,
  kind: string,
  channel: NotificationChannelName,
): boolean {
  const p = pair(kind, channel);
  if (row?.off.includes(p)) return false;
  if (row?.turned_on.includes(p)) return true;
  return byDefault(kind, channel);
}

export function quietHoursOf(
  row: Partial<Pick<PreferencesRow, 'quiet_from' | 'quiet_until'>> | undefined,
): QuietHours | null {
  return row?.quiet_from && row.quiet_until
    ? { from: row.quiet_from, until: row.quiet_until }
    : null;
}

export function toPreferences(
  row: PreferencesRow | undefined,
  clubOff: readonly string[],
): NotificationPreferences {
  return {
    kinds: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      push: wants(row, kind, 'push'),
      email: wants(row, kind, 'email'),
    })),
    quiet_hours: quietHoursOf(row),
    club_off: NOTIFICATION_KINDS.filter((k) => clubOff.includes(k)),
  };
}

/** The pairs a saved choice turns off and on; a kind the input leaves out keeps what it had. */
export function choicesFromInput(
  row: Pick<PreferencesRow, 'off' | 'turned_on'> | undefined,
  input: NotificationPreferencesInput,
): Pick<PreferencesRow, 'off' | 'turned_on'> {
  const off = new Set(row?.off);
  const on = new Set(row?.turned_on);
  for (const k of input.kinds)
    for (const channel of NOTIFICATION_CHANNELS) {
      const p = pair(k.kind, channel);
      (k[channel] ? off : on).delete(p);
      (k[channel] ? on : off).add(p);
    }
  return { off: [...off].sort(), turned_on: [...on].sort() };
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Seconds until the quiet hours end when the club's wall time `now` ('HH:MM…') is inside them,
 * else 0. Hours that pass midnight (22:00–07:00) are one window.
 */
export function quietDelaySeconds(now: string, quiet: QuietHours | null): number {
  if (!quiet) return 0;
  const t = minutes(now);
  const from = minutes(quiet.from);
  const until = minutes(quiet.until);
  const inside = from < until ? t >= from && t < until : t >= from || t < until;
  if (!inside) return 0;
  return ((until - t + 1440) % 1440 || 1440) * 60;
}

export const isKind = (k: string): k is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(k);
