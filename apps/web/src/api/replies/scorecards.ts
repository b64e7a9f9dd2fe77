import { Relatie, Scorecard } from '@fairway/contract';

/** The contract schemas of the card calls' replies (api/reply.ts). */
export {
  AllowedResponse,
  CardsResponse,
  CreateCardResponse,
  EditScoresResponse,
  ForeignAllowedResponse,
  HoleScoreResponse,
  HolesResponse,
  RequestQualifyingResponse,
  Scorecard,
  StatusResponse,
} from '@fairway/contract';

/** The cards waiting for the member's signature, and the marker search's members. */
export const ScorecardList = Scorecard.array();
export const RelatieList = Relatie.array();
