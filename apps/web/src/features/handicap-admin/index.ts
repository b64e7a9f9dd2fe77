// The handicap-admin feature's face: its page is lazy (routes.tsx imports it by path).
export { handicapAdminKeys } from './handicap-admin.queries';
