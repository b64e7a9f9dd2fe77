// The auth feature's face: what other areas and the app use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { useLogout } from './auth.queries';
