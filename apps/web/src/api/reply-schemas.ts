import { Scorecard } from '@fairway/contract';

/**
 * The contract schemas of the replies the app checks, fetched with zod as one chunk when the first
 * reply must be checked (api/reply.ts). Re-exported by name, so the bundle keeps only these.
 */
export {
  AllowedResponse,
  BookablePlayersResponse,
  Booking,
  BookingListResponse,
  BookingSummary,
  CardsResponse,
  ClubsResponse,
  ConfigResponse,
  CountriesResponse,
  CourseInfoResponse,
  CourseStatus,
  CoursesResponse,
  CreateCardResponse,
  DataExportResponse,
  DeleteBookingResponse,
  EditScoresResponse,
  ErrorBody,
  FaqResponse,
  FeaturesResponse,
  FeedbackResponse,
  ForeignAllowedResponse,
  ForeignClubsResponse,
  FriendChangeResponse,
  GsnLookupResponse,
  HandicapHistoryResponse,
  HoleScoreResponse,
  HolesResponse,
  LockResponse,
  LoginResponse,
  LogoutResponse,
  MemberView,
  MemberViewList,
  NewsListResponse,
  NewsPost,
  PhcpResponse,
  ProfilePictureResponse,
  Relatie,
  RequestQualifyingResponse,
  Scorecard,
  ScoringRecordResponse,
  SessionResponse,
  StatusResponse,
  TeeTimeCoursesResponse,
  TeeTimesOverviewResponse,
  TeeTimesResponse,
  TeesResponse,
  UnlockResponse,
  UpdateSelfResponse,
} from '@fairway/contract';

/** The cards waiting for the member's signature. */
export const ScorecardList = Scorecard.array();
