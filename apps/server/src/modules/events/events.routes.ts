import fastifySse from '@fastify/sse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIVE_EVENT_NAME,
  LiveEventsQuery,
  errorResponses,
  type LiveEvent,
} from '@fairway/contract';
import { z } from 'zod';
import { requireAuth } from '../../plugins/session';
import type { HeldEvent, LiveBus } from './live-bus';

export interface LiveStreamOptions {
  /** A comment line this often keeps proxies and phones from closing a quiet stream (default 20 s). */
  heartbeatMs?: number;
  /** How long the browser waits before it opens a lost stream again (default 2 s). */
  retryMs?: number;
}

/** The `reset` event: read everything shown again. */
const resetEvent = (clubId: number, version: number): LiveEvent => ({
  topic: 'reset',
  club: clubId,
  key: '',
  version,
});

/**
 * GET /api/events: the member's live updates as server-sent events (one stream per app, all
 * topics). A stream opened again names its last event (`Last-Event-ID`, or `last_event_id` when
 * the app opens it itself) and is first sent what it missed, or a reset.
 */
export const eventsRoutes =
  (bus: LiveBus, options: LiveStreamOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifySse, { heartbeatInterval: options.heartbeatMs ?? 20_000 });
    const open = new Set<() => void>();
    // An open stream would keep the server from closing: they end first.
    app.addHook('preClose', async () => {
      for (const close of [...open]) close();
    });

    app.get(
      '/api/events',
      {
        sse: 'only',
        schema: {
          tags: ['events'],
          description:
            'Server-sent events (`text/event-stream`): `event: ready` once listening, then ' +
            '`event: live` with a LiveEvent as data for each change the member may see; ' +
            'a comment line as heartbeat.',
          querystring: LiveEventsQuery,
          produces: ['text/event-stream'],
          response: { 200: z.string(), ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const sse = reply.sse;
        const lastId = sse.lastEventId ?? request.query.last_event_id ?? null;
        sse.keepAlive();
        // One write after another, in the order the bus handed them over.
        let tail: Promise<void> = Promise.resolve();
        const write = (id: string, event: string, data: unknown) => {
          tail = tail.then(() => (sse.isConnected ? sse.send({ id, event, data }) : undefined));
          tail = tail.catch(() => sse.close());
        };
        const sendHeld = (h: HeldEvent) => write(bus.idOf(h), LIVE_EVENT_NAME, h.event);
        const sendReset = () => {
          const id = bus.currentId();
          write(id, LIVE_EVENT_NAME, resetEvent(auth.clubId, Number(id.split('-')[1])));
        };
        // Subscribing and catching up in one turn: no event falls between them.
        const unsubscribe = bus.subscribe({ ...auth, send: sendHeld, reset: sendReset });
        const close = () => sse.close();
        open.add(close);
        sse.onClose(() => {
          unsubscribe();
          open.delete(close);
        });
        const caught = lastId ? bus.catchUp(auth, lastId) : null;
        sse.sendHeaders();
        reply.raw.write(`retry: ${options.retryMs ?? 2000}\n\n`);
        if (caught?.kind === 'reset') sendReset();
        else for (const h of caught?.events ?? []) sendHeld(h);
        // Last: its id is the newest, which the app names when it opens the stream again.
        write(bus.currentId(), 'ready', {});
        await tail;
      },
    );
  };
