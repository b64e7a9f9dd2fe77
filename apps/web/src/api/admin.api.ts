import type { AuditQuery, ClubNotificationKindsInput, ClubRole } from '@fairway/contract';
import { apiGet, apiPut, type Query } from './client';
import { reply } from './reply';

/** GET /api/admin/roles: every member who holds a club role (role administrator). */
export const fetchRoleHolders = (signal?: AbortSignal) =>
  apiGet('/api/admin/roles', reply('RoleHoldersResponse'), { signal });

/** GET /api/admin/roles/candidates: active members whose name or username has `q` in it. */
export const searchRoleCandidates = (q: string, signal?: AbortSignal) =>
  apiGet('/api/admin/roles/candidates', reply('RoleHoldersResponse'), { signal, query: { q } });

/** PUT /api/admin/members/{id}/roles: the member's roles from now on (all of them). */
export const putMemberRoles = (relatieId: number, roles: ClubRole[], idempotencyKey: string) =>
  apiPut(
    `/api/admin/members/${relatieId}/roles`,
    reply('SetRolesResponse'),
    { roles },
    {
      idempotencyKey,
    },
  );

/** The audit filter as a query string's values (empty fields left out). */
export const auditQuery = (q: AuditQuery): Query =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

/** GET /api/admin/audit: a page of the audit trail, newest first. */
export const fetchAudit = (q: AuditQuery, signal?: AbortSignal) =>
  apiGet('/api/admin/audit', reply('AuditListResponse'), { signal, query: auditQuery(q) });

/** Where the browser downloads the audit trail the filter matches, as CSV. */
export const auditExportHref = (q: AuditQuery) => {
  const params = new URLSearchParams(
    Object.entries(auditQuery(q)).map(([k, v]) => [k, String(v)]),
  ).toString();
  return `/api/admin/audit/export${params ? `?${params}` : ''}`;
};

export const fetchNotificationKinds = (signal?: AbortSignal) =>
  apiGet('/api/admin/notification-kinds', reply('ClubNotificationKinds'), { signal });

export const putNotificationKinds = (body: ClubNotificationKindsInput, idempotencyKey: string) =>
  apiPut('/api/admin/notification-kinds', reply('ClubNotificationKinds'), body, { idempotencyKey });
