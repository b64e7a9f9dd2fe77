import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImageQuery, NgfCardQuery, errorResponses } from '@fairway/contract';
import { requireAuth } from '../../plugins/session';
import type { MemberImage, MemberImagesService } from './member-images.service';

const errors = errorResponses(400, 401, 404);

/**
 * A member's image: PNG with its validator. The browser may keep it but asks again each time
 * (no-cache), and gets 304 while the image is the same.
 */
function sendImage(req: FastifyRequest, reply: FastifyReply, image: MemberImage) {
  void reply
    .header('cache-control', 'private, no-cache')
    .removeHeader('pragma')
    .removeHeader('expires')
    .header('etag', image.etag)
    .header('vary', 'cookie');
  if (req.headers['if-none-match'] === image.etag) return reply.code(304).send();
  return reply.type('image/png').send(image.png);
}

/** spec §7 Other: GET /api/ngfcard (orientation) and GET /api/whs, images made by the server. */
export const memberImagesRoutes =
  (images: MemberImagesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['images'];
    app.get(
      '/api/ngfcard',
      { schema: { tags, querystring: NgfCardQuery, response: errors } },
      async (req, reply) =>
        sendImage(
          req,
          reply,
          await images.card(requireAuth(req), req.query.orientation, req.query.lang),
        ),
    );
    app.get(
      '/api/whs',
      { schema: { tags, querystring: ImageQuery, response: errors } },
      async (req, reply) =>
        sendImage(req, reply, await images.whs(requireAuth(req), req.query.lang)),
    );
  };
