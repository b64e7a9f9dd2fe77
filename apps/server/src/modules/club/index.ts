// The club module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { toClub } from './club.mapper';
export {
  ClubRepository,
  escapeLike,
  type BookingLists,
  type ClubConfigRow,
  type ClubRow,
} from './club.repository';
export { clubRoutes } from './club.routes';
export { ClubService } from './club.service';
