/** The replies of the login and a member's start: the session, the club, its settings, the rights. */
export {
  AdminRightsResponse,
  ClubsResponse,
  ConfigResponse,
  FeaturesResponse,
  LoginResponse,
  LogoutResponse,
  SessionResponse,
  SetPasswordResponse,
} from '@fairway/contract';
