/** The contract schemas of the replies about members (api/reply.ts). */
export {
  DataExportResponse,
  FriendChangeResponse,
  HandicapHistoryResponse,
  MemberView,
  MemberViewList,
  Relatie,
  ScoringRecordResponse,
  UpdateSelfResponse,
} from '@fairway/contract';
