import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminTeeBlockList,
  CourseParams,
  IdParams,
  MemberNoticeList,
  TeeBlockInput,
  TeeBlockParams,
  TeeBlockPreview,
  TeeBlockPreviewRequest,
  TeeBlockWriteResult,
  errorResponses,
} from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { MemberNoticesService } from './member-notices.service';
import { BLOCK_ROLE, type TeeBlocksService } from './tee-blocks.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const Success = z.object({ success: z.literal(true) });

/**
 * A course's tee-sheet blocks (role tee_sheet_manager; 404 for another club's course or block),
 * every write with an Idempotency-Key; and the member's own notices (/api/notices).
 */
export const teeBlockRoutes =
  (blocks: TeeBlocksService, notices: MemberNoticesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { role: BLOCK_ROLE };
    const write = { config: { ...config, idempotent: true } } as const;
    const base = '/api/admin/courses/:course_id/blocks';

    app.get(
      base,
      {
        schema: { tags, params: CourseParams, response: { 200: AdminTeeBlockList, ...errors } },
        config,
      },
      (req) => blocks.list(requireAuth(req), req.params.course_id),
    );
    app.post(
      `${base}/preview`,
      {
        schema: {
          tags,
          params: CourseParams,
          body: TeeBlockPreviewRequest,
          response: { 200: TeeBlockPreview, ...errors },
        },
        // A read with a body: no key, nothing written.
        config,
      },
      (req) =>
        blocks.preview(requireAuth(req), req.params.course_id, req.body.block, req.body.block_id),
    );
    app.post(
      base,
      {
        schema: {
          tags,
          params: CourseParams,
          body: TeeBlockInput,
          response: { 201: TeeBlockWriteResult, ...errors },
        },
        ...write,
      },
      async (req, reply) => {
        const created = await blocks.create(requireAuth(req), req.params.course_id, req.body);
        reply.code(201);
        return created;
      },
    );
    app.put(
      `${base}/:block_id`,
      {
        schema: {
          tags,
          params: TeeBlockParams,
          body: TeeBlockInput,
          response: { 200: TeeBlockWriteResult, ...errors },
        },
        ...write,
      },
      (req) => blocks.edit(requireAuth(req), req.params, req.body),
    );
    app.delete(
      `${base}/:block_id`,
      { schema: { tags, params: TeeBlockParams, response: { 200: Success, ...errors } }, ...write },
      (req) => blocks.remove(requireAuth(req), req.params),
    );

    app.get(
      '/api/notices',
      { schema: { tags: ['members'], response: { 200: MemberNoticeList, ...errors } } },
      (req) => notices.list(requireAuth(req)),
    );
    app.post(
      '/api/notices/:id/dismiss',
      { schema: { tags: ['members'], params: IdParams, response: { 200: Success, ...errors } } },
      (req) => notices.dismiss(requireAuth(req), req.params.id),
    );
  };
