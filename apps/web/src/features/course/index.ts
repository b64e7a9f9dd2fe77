// The course feature's face: what other areas and the app use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { ForeignTeeHandicap } from './components/foreign-tee-handicap';
export { courseKeys } from './course.queries';
