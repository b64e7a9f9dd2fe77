// The handicap module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { HandicapHistoryService } from './handicap-history.service';
export {
  importRecord,
  processCard,
  replayPlayer,
  unprocessCard,
  type PlayedRound,
} from './handicap-processing';
export { historyRows, replayCards } from './handicap-record';
export { indexInEffect } from './index-in-effect';
export { handicapRoutes } from './handicap.routes';
export { ScoringRecordRepository } from './scoring-record.repository';
export { ScoringRecordService } from './scoring-record.service';
