import { Scorecard } from '@fairway/contract';

/** The contract schemas of the card calls' replies (api/reply.ts). */
export {
  AllowedResponse,
  CardsResponse,
  CreateCardResponse,
  EditScoresResponse,
  ForeignAllowedResponse,
  HoleScoreResponse,
  HolesResponse,
  MemberViewList,
  RequestQualifyingResponse,
  Scorecard,
  StatusResponse,
} from '@fairway/contract';

/** The cards waiting for the member's signature. */
export const ScorecardList = Scorecard.array();
