// The members feature's face: what other areas and the app use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { MemberAvatar } from './components/member-avatar';
export { memberKeys } from './member-keys';
export { selfQuery } from './members.queries';
export { leavePushOnLogout } from './push-device';
