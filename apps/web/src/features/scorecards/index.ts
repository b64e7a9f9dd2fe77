// The scorecards feature's face: what other areas and the app use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { cardViewPath, opensScoreEntry } from './card-list';
export { CardRow } from './components/card-row';
export { Keypad } from './components/keypad';
export { TeeLabel } from './components/tee-label';
export { forgetDeviceScores, unsentHoleCount } from './device-scores';
export { openCardsCount } from './open-cards';
export { ScorecardsFirstScreen } from './scorecards-first-screen';
export { coursesQuery, lastCardsQuery, matchCardQuery, teesQuery } from './scorecards.queries';
export { useOpenCards } from './use-open-cards';
export { COMMITTEE_ACTION_KEYS } from './committee-notice';
export { scorecardKeys } from './scorecards.queries';
