/** The contract schemas of the replies with courses, tees and foreign clubs (api/reply.ts). */
export {
  CountriesResponse,
  CoursesResponse,
  ForeignClubsResponse,
  HolesResponse,
  TeesResponse,
} from '@fairway/contract';
