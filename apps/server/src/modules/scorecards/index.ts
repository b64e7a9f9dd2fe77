// The scorecards module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { CardAccess, type CardEvents } from './card-access';
export { CardCreateService, type MatchCard } from './card-create.service';
export { pendingMatchResult } from './card-submission';
export { adjustedGrossOf, cardHoles, courseHandicapFor, stablefordOf } from './card-layout';
export { afterSignature, CardMarkerService } from './card-marker.service';
export { selectCardViews, toCardView, type CardView } from './card-view.repository';
export { stateOf } from './scorecards.mapper';
export { ScorecardsRepository, type CardRow } from './scorecards.repository';
export { scorecardsRoutes } from './scorecards.routes';
export { ScorecardsService } from './scorecards.service';
