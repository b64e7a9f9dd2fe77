import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportPreview, ImportRowStatus } from '@fairway/contract';
import {
  applyImport,
  fetchImport,
  fetchLatestImport,
  putImportMapping,
  putImportRowFix,
  undoImport,
  uploadImport,
} from '../../api/member-import.api';
import { newIdempotencyKey } from '../../api/idempotency-key';

const importKey = ['admin', 'member-import'] as const;

export const latestImportQuery = () =>
  queryOptions({
    queryKey: [...importKey, 'latest'],
    queryFn: ({ signal }) => fetchLatestImport(signal),
  });

export const importQuery = (id: number, status: ImportRowStatus | undefined, offset: number) =>
  queryOptions({
    queryKey: [...importKey, id, status ?? 'all', offset],
    queryFn: ({ signal }) => fetchImport(id, { status, offset }, signal),
  });

type Write =
  | { kind: 'upload'; file: File }
  | { kind: 'mapping'; id: number; mapping: ImportPreview['mapping'] }
  | {
      kind: 'fix';
      id: number;
      row: number;
      field: ImportPreview['rows'][number]['cells'][number]['field'];
      value: string;
    }
  | { kind: 'apply' | 'undo'; id: number };

/**
 * Every write of the import screen: each answers the preview as it is now, which the screen
 * shows; the pages and the last import are read again, and the audit trail after an apply.
 */
export function useImportWrite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (w: Write) => {
      const key = newIdempotencyKey();
      switch (w.kind) {
        case 'upload':
          return uploadImport(w.file, key);
        case 'mapping':
          return putImportMapping(w.id, w.mapping, key);
        case 'fix':
          return putImportRowFix(w.id, w.row, { field: w.field, value: w.value }, key);
        case 'apply':
          return applyImport(w.id, key);
        case 'undo':
          return undoImport(w.id, key);
      }
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: importKey });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
