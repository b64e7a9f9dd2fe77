import type { ConfigResponse, FeaturesResponse } from '@fairway/contract';
import { bookingEnabled } from '../booking';

/** spec §6 mobile_nav_naar_booking: the club puts booking one tap from the card list's toolbar. */
export function showsBookingShortcut(
  config: ConfigResponse | undefined,
  features: FeaturesResponse | undefined,
): boolean {
  return config?.mobile_nav_naar_booking === '1' && bookingEnabled(config, features);
}

/** spec §2: a club of type 'd' "requests" a card; every other club lets the member add one. */
export function newCardLabelKey(config: ConfigResponse | undefined) {
  return config?.club.type === 'd'
    ? ('scorecards.newCard.request' as const)
    : ('scorecards.newCard.button' as const);
}
