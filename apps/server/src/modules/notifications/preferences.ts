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

/**
 * The channels a member who chose nothing gets: push for every kind; email only for what must not
 * be missed (the marker's card to sign). Once a member saves, the pairs they turned off are kept
 * (`off`); a kind added later arrives by every channel until they turn it off.
 */
const DEFAULT_OFF: ReadonlySet<string> = new Set(['card_signed:email', 'card_rejected:email']);

const pair = (kind: string, channel: string) => `${kind}:${channel}`;

function offOf(row: PreferencesRow | undefined): ReadonlySet<string> {
  return row ? new Set(row.off) : DEFAULT_OFF;
}

/** Whether the member wants `kind` by `channel`. */
export function wants(
  row: PreferencesRow | undefined,
  kind: string,
  channel: NotificationChannelName,
): boolean {
  return !offOf(row).has(pair(kind, channel));
}

export function quietHoursOf(row: PreferencesRow | undefined): QuietHours | null {
  return row?.quiet_from && row.quiet_until
    ? { from: row.quiet_from, until: row.quiet_until }
    : null;
}

export function toPreferences(
  row: PreferencesRow | undefined,
  clubOff: readonly string[],
): NotificationPreferences {
  const off = offOf(row);
  return {
    kinds: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      push: !off.has(pair(kind, 'push')),
      email: !off.has(pair(kind, 'email')),
    })),
    quiet_hours: quietHoursOf(row),
    club_off: NOTIFICATION_KINDS.filter((k) => clubOff.includes(k)),
  };
}

/** The pairs a saved choice turns off; a kind the input leaves out keeps what it had. */
export function offFromInput(
  row: PreferencesRow | undefined,
  input: NotificationPreferencesInput,
): string[] {
  const off = new Set(offOf(row));
  for (const k of input.kinds)
    for (const channel of NOTIFICATION_CHANNELS) {
      if (k[channel]) off.delete(pair(k.kind, channel));
      else off.add(pair(k.kind, channel));
    }
  return [...off].sort();
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
