// The member administration's face (role member_admin): its pages are reached through the route
// table; other features use its query keys to read its lists again.
export { memberAdminKeys } from './member-admin.queries';
export { invalid as invalidMemberFieldKey } from './member-form';
