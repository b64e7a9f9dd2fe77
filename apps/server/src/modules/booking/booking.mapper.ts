import type { GuestPlayer } from '@fairway/contract';
import { fullName } from '../members/members.mapper';
import type { BookingWithName } from './booking.repository';

/** A player's display name; guests by their own name; unknown players get '' (the app labels them). */
export function playerName(b: BookingWithName): string {
  if (b.member) return fullName(b.member);
  if (b.guest) {
    const g = b.guest as GuestPlayer;
    return [g.firstname ?? g.initials, g.middlename, g.lastname].filter(Boolean).join(' ');
  }
  return '';
}
