import { createHash } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  ImportLatestResponse,
  ImportMappingRequest,
  ImportParams,
  ImportPreview,
  ImportPreviewQuery,
  ImportRowFix,
  ImportRowParams,
  errorResponses,
} from '@fairway/contract';
import { AppError } from '../../errors';
import { requireAuth } from '../../plugins/session';
import { readImportFile, type ImportTable } from './import-file';
import type { MemberImportService } from './member-import.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The table of the file POSTed to /api/admin/members/import, read before the handler. */
    importTable?: { fileName: string; table: ImportTable };
  }
}

const MB = Math.round(IMPORT_MAX_BYTES / 1024 / 1024);

/** The one file of the multipart body; a 400 for anything else. */
async function readUpload(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart())
    throw new AppError('VALIDATION', 'send the file as multipart/form-data', [
      { field: IMPORT_FILE_FIELD, message: 'required' },
    ]);
  let upload: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 1, parts: 2 },
    })) {
      if (part.type !== 'file' || part.fieldname !== IMPORT_FILE_FIELD) {
        if (part.type === 'file') part.file.resume();
        throw new AppError('VALIDATION', `send one file in the part "${IMPORT_FILE_FIELD}"`);
      }
      upload = { fileName: part.filename || 'import', bytes: await part.toBuffer() };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('IMPORT_FILE_INVALID', `the file is larger than ${MB} MB`);
    throw new AppError('VALIDATION', `send one file in the part "${IMPORT_FILE_FIELD}"`);
  }
  if (!upload)
    throw new AppError('VALIDATION', 'no file sent', [
      { field: IMPORT_FILE_FIELD, message: 'required' },
    ]);
  return upload;
}

/** The member import's calls (role member_admin), under /api/admin/members/import. */
export const memberImportRoutes =
  (imports: MemberImportService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES } });
    const tags = ['admin'];
    const role = 'member_admin' as const;
    const base = '/api/admin/members/import';

    app.post(
      base,
      {
        bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
        config: { idempotent: true, role },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: ImportPreview, ...errorResponses(400, 401, 403) },
        },
        // Before the Idempotency-Key is read: its request hash then covers the file's digest,
        // and the file is read outside the key's transaction; after the back office's role check
        // (plugins/admin-roles.ts), so a member without the role sends nothing to be read.
        preValidation: async (request) => {
          requireAuth(request);
          const { fileName, bytes } = await readUpload(request);
          request.body = {
            file_sha256: createHash('sha256').update(bytes).digest('base64url'),
            file_name: fileName,
          };
          request.importTable = { fileName, table: await readImportFile(bytes) };
        },
      },
      (request) =>
        imports.upload(
          requireAuth(request),
          request.importTable!.fileName,
          request.importTable!.table,
        ),
    );

    app.get(
      `${base}/latest`,
      {
        config: { role },
        schema: { tags, response: { 200: ImportLatestResponse, ...errorResponses(401, 403) } },
      },
      (request) => imports.latest(requireAuth(request)),
    );

    app.get(
      `${base}/:import_id`,
      {
        config: { role },
        schema: {
          tags,
          params: ImportParams,
          querystring: ImportPreviewQuery,
          response: { 200: ImportPreview, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => imports.preview(requireAuth(request), request.params.import_id, request.query),
    );

    const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);
    app.put(
      `${base}/:import_id/mapping`,
      {
        config: { idempotent: true, role },
        schema: {
          tags,
          params: ImportParams,
          body: ImportMappingRequest,
          response: { 200: ImportPreview, ...writeErrors },
        },
      },
      (request) =>
        imports.setMapping(requireAuth(request), request.params.import_id, request.body.mapping),
    );

    app.put(
      `${base}/:import_id/rows/:row`,
      {
        config: { idempotent: true, role },
        schema: {
          tags,
          params: ImportRowParams,
          body: ImportRowFix,
          response: { 200: ImportPreview, ...writeErrors },
        },
      },
      (request) =>
        imports.fixRow(
          requireAuth(request),
          request.params.import_id,
          request.params.row,
          request.body,
        ),
    );

    for (const [action, run] of [
      ['apply', imports.apply.bind(imports)],
      ['undo', imports.undo.bind(imports)],
    ] as const)
      app.post(
        `${base}/:import_id/${action}`,
        {
          config: { idempotent: true, role },
          schema: { tags, params: ImportParams, response: { 200: ImportPreview, ...writeErrors } },
        },
        (request) => run(requireAuth(request), request.params.import_id),
      );
  };
