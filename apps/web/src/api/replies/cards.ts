import { Scorecard } from '@fairway/contract';

/** The replies of the card list and of the open card the device keeps for the course. */
export { CardsResponse, HolesResponse, Scorecard } from '@fairway/contract';

/** The cards waiting for the member's signature. */
export const ScorecardList = Scorecard.array();
