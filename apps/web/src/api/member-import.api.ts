import {
  IMPORT_FILE_FIELD,
  type ImportMapping,
  type ImportPreviewQuery,
  type ImportRowFix,
} from '@fairway/contract';
import { apiGet, apiPost, apiPut } from './client';
import { reply } from './reply';

const BASE = '/api/admin/members/import';

/** GET …/latest: the club's last member import and whether it can be undone. */
export const fetchLatestImport = (signal?: AbortSignal) =>
  apiGet(`${BASE}/latest`, reply('ImportLatestResponse'), { signal });

/** GET …/:id: the preview's counts and a page of its rows (filtered by status). */
export const fetchImport = (id: number, query: Partial<ImportPreviewQuery>, signal?: AbortSignal) =>
  apiGet(`${BASE}/${id}`, reply('ImportPreview'), { signal, query });

/** POST …: the export file; answers its preview with the mapping offered. */
export const uploadImport = (file: File, idempotencyKey: string) => {
  const form = new FormData();
  form.set(IMPORT_FILE_FIELD, file, file.name);
  return apiPost(BASE, reply('ImportPreview'), form, { idempotencyKey });
};

export const putImportMapping = (id: number, mapping: ImportMapping, idempotencyKey: string) =>
  apiPut(`${BASE}/${id}/mapping`, reply('ImportPreview'), { mapping }, { idempotencyKey });

/** PUT …/:id/rows/:row: a refused cell fixed on screen; answers the preview checked again. */
export const putImportRowFix = (
  id: number,
  row: number,
  fix: ImportRowFix,
  idempotencyKey: string,
) => apiPut(`${BASE}/${id}/rows/${row}`, reply('ImportPreview'), fix, { idempotencyKey });

export const applyImport = (id: number, idempotencyKey: string) =>
  apiPost(`${BASE}/${id}/apply`, reply('ImportPreview'), {}, { idempotencyKey });

export const undoImport = (id: number, idempotencyKey: string) =>
  apiPost(`${BASE}/${id}/undo`, reply('ImportPreview'), {}, { idempotencyKey });
