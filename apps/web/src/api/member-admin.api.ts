import type {
  AdminMemberCategoryInput,
  AdminMemberInput,
  AdminMemberListQuery,
} from '@fairway/contract';
import { apiDelete, apiGet, apiPost, apiPut, type Query } from './client';
import { reply } from './reply';

// The member administration's calls (role member_admin); every write carries its key.

/** GET /api/admin/members: a page of the members a search (name, GSN, username) matches. */
export const fetchAdminMembers = (q: AdminMemberListQuery, signal?: AbortSignal) =>
  apiGet('/api/admin/members', reply('AdminMemberListResponse'), {
    signal,
    query: Object.fromEntries(
      Object.entries(q).filter(([, v]) => v !== undefined && v !== ''),
    ) as Query,
  });

export const fetchAdminMember = (relatieId: number, signal?: AbortSignal) =>
  apiGet(`/api/admin/members/${relatieId}`, reply('AdminMember'), { signal });

export const postAdminMember = (body: AdminMemberInput, idempotencyKey: string) =>
  apiPost('/api/admin/members', reply('AdminMember'), body, { idempotencyKey });

export const putAdminMember = (relatieId: number, body: AdminMemberInput, idempotencyKey: string) =>
  apiPut(`/api/admin/members/${relatieId}`, reply('AdminMember'), body, { idempotencyKey });

/** POST …/deactivate or …/reactivate: the member's access ended or given back. */
export const postMemberStatus = (
  relatieId: number,
  action: 'deactivate' | 'reactivate',
  idempotencyKey: string,
) =>
  apiPost(`/api/admin/members/${relatieId}/${action}`, reply('AdminMemberSummary'), undefined, {
    idempotencyKey,
  });

/** POST …/password-link: a one-time link that sets the member's password. */
export const postPasswordLink = (relatieId: number, idempotencyKey: string) =>
  apiPost(
    `/api/admin/members/${relatieId}/password-link`,
    reply('AdminPasswordLinkResponse'),
    undefined,
    { idempotencyKey },
  );

/** Where the browser downloads every member of the club as CSV or XLSX. */
export const memberExportHref = (format: 'csv' | 'xlsx') =>
  `/api/admin/members/export?format=${format}`;

export const fetchMemberCategories = (signal?: AbortSignal) =>
  apiGet('/api/admin/member-categories', reply('AdminMemberCategoriesResponse'), { signal });

export const postMemberCategory = (body: AdminMemberCategoryInput, idempotencyKey: string) =>
  apiPost('/api/admin/member-categories', reply('AdminMemberCategory'), body, { idempotencyKey });

export const putMemberCategory = (
  id: number,
  body: AdminMemberCategoryInput,
  idempotencyKey: string,
) =>
  apiPut(`/api/admin/member-categories/${id}`, reply('AdminMemberCategory'), body, {
    idempotencyKey,
  });

export const deleteMemberCategory = (id: number, idempotencyKey: string) =>
  apiDelete(`/api/admin/member-categories/${id}`, null, undefined, { idempotencyKey });
