// The platform module's face: the operator's work on the clubs of this server (`npm run club`).
// The rest of this folder is its own (scripts/check-boundaries.mjs).
export { CLUB_HELP, runClubCommand, type CommandIo } from './club-command';
export { ClubSetupService, NewClub } from './club-setup.service';
