import type { TeeBlockInput } from '@fairway/contract';
import { apiDelete, apiGet, apiPost, apiPut, type RequestOptions } from './client';
import { reply } from './reply';

const base = (courseId: number) => `/api/admin/courses/${courseId}/blocks`;

/** GET …/blocks: a course's tee-sheet blocks (role tee_sheet_manager). */
export const fetchTeeBlocks = (courseId: number, signal?: AbortSignal) =>
  apiGet(base(courseId), reply('AdminTeeBlockList'), { signal });

/** POST …/blocks/preview: the bookings the block would cover (nothing is written). */
export const previewTeeBlock = (courseId: number, block: TeeBlockInput, blockId: number | null) =>
  apiPost(`${base(courseId)}/preview`, reply('TeeBlockPreview'), { block, block_id: blockId });

/** A new block (`blockId` null) or the block's new values. */
export const saveTeeBlock = (
  courseId: number,
  blockId: number | null,
  body: TeeBlockInput,
  idempotencyKey: string,
) =>
  blockId === null
    ? apiPost(base(courseId), reply('TeeBlockWriteResult'), body, { idempotencyKey })
    : apiPut(`${base(courseId)}/${blockId}`, reply('TeeBlockWriteResult'), body, {
        idempotencyKey,
      });

export const deleteTeeBlock = (courseId: number, blockId: number, idempotencyKey: string) =>
  apiDelete(`${base(courseId)}/${blockId}`, null, undefined, { idempotencyKey });

/** GET /api/notices: what the club told the member (a tee time it cancelled), until dismissed. */
export const fetchNotices = (opts?: RequestOptions) =>
  apiGet('/api/notices', reply('MemberNoticeList'), opts);

export const dismissNotice = (id: number) => apiPost(`/api/notices/${id}/dismiss`, null);
