// The matches module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { EntryHandicaps, rankedHandicaps, type PlayedOff } from './entry-handicaps';
export { MatchLeaderboardService } from './match-leaderboard.service';
export { MatchListsRepository } from './match-lists.repository';
export { MatchListsService } from './match-lists.service';
export { matchPaymentRoutes } from './match-payment.routes';
export { MatchPriceService } from './match-price.service';
export { type MatchEvents } from './match-events';
export { MatchReads } from './match-reads';
export { MatchSignOutService } from './match-sign-out.service';
export { MatchSignUpRepository } from './match-sign-up.repository';
export { MatchSignUpService } from './match-sign-up.service';
export { MatchesRepository, wall } from './matches.repository';
export { playerStart, playerTeeId } from './player-start';
export { matchesRoutes } from './matches.routes';
export { MatchesService } from './matches.service';
