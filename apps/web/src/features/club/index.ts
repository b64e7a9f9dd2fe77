// The club feature's face: what other areas and the app use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export {
  clubsQuery,
  configQuery,
  featuresQuery,
  followClubTimeZone,
  refreshClubSettings,
} from './club.queries';
