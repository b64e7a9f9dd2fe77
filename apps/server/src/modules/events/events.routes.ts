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
import { sseFrame, type HeldEvent, type LiveBus } from './live-bus';

export interface LiveStreamOptions {
  /** A comment line this often keeps proxies and phones from closing a quiet stream (default 20 s). */
  heartbeatMs?: number;
  /** How long the browser waits before it opens a lost stream again (default 2 s). */
  retryMs?: number;
}

/** Bytes a stream may have waiting to be read before it is closed (a reader gone to sleep). */
const MAX_BUFFERED_BYTES = 256 * 1024;

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
        const raw = reply.raw;
        // Straight onto the socket, in the order the bus hands them over: an event's frame is
        // made once for all the streams that carry it (with thousands of streams, a send each
        // through the plugin's promise and serializer was most of the process's time). A stream
        // whose reader has fallen far behind is closed; it opens again and catches up from its
        // last id.
        const write = (frame: string) => {
          if (!sse.isConnected) return;
          raw.write(frame);
          if (raw.writableLength > MAX_BUFFERED_BYTES) sse.close();
        };
        // Several events in one write: one system call per stream for what the bus hands over.
        const writeEvents = (events: HeldEvent[]) => {
          const frames = events.map((h) => bus.frameOf(h)).join('');
          if (frames) write(frames);
        };
        // What the bus heard before the stream subscribed is the catch-up's (or, on a first
        // open, before what the app reads), even if the bus has not handed it over yet.
        let after = Infinity;
        const sendHeld = (events: HeldEvent[]) => writeEvents(events.filter((h) => h.seq > after));
        const sendReset = () => {
          const id = bus.currentId();
          write(sseFrame(id, LIVE_EVENT_NAME, resetEvent(auth.clubId, Number(id.split('-')[1]))));
        };
        // Subscribing and catching up in one turn: no event falls between them.
        const unsubscribe = bus.subscribe({ ...auth, send: sendHeld, reset: sendReset });
        after = bus.lastSeq;
        const close = () => sse.close();
        open.add(close);
        sse.onClose(() => {
          unsubscribe();
          open.delete(close);
        });
        const caught = lastId ? bus.catchUp(auth, lastId) : null;
        sse.sendHeaders();
        raw.write(`retry: ${options.retryMs ?? 2000}\n\n`);
        if (caught?.kind === 'reset') sendReset();
        else writeEvents(caught?.events ?? []);
        // Last: its id is the newest, which the app names when it opens the stream again.
        write(sseFrame(bus.currentId(), 'ready', {}));
      },
    );
  };
