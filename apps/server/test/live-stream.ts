import http from 'node:http';
import { LiveEvent } from '@fairway/contract';

/** One server-sent event as the stream carried it. */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * GET /api/events read as a browser's EventSource would, over a real connection (app.inject waits
 * for the end of an answer, and a stream does not end): the events in order, waited for by a
 * predicate.
 */
export interface LiveStream {
  status: number;
  events: StreamEvent[];
  /** Comment lines received (the heartbeat). */
  comments(): number;
  /** The next event (after those already taken) that `match` accepts; fails after `ms`. */
  next(match: (e: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  /** Live updates received so far, parsed. */
  live(): LiveEvent[];
  close(): void;
}

export function openStream(
  baseUrl: string,
  cookie: string | null,
  headers: Record<string, string> = {},
  query = '',
): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${baseUrl}/api/events${query}`,
      { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}), ...headers } },
      (res) => {
        const events: StreamEvent[] = [];
        const waiters = new Set<() => void>();
        let buffer = '';
        let taken = 0;
        let comments = 0;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments++;
              if (line.startsWith(':') || !line.includes(':')) continue;
              const at = line.indexOf(':');
              fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
            }
            if (!fields.has('data')) continue;
            const raw = fields.get('data')!;
            let data: unknown = raw;
            try {
              data = JSON.parse(raw);
            } catch {
              // kept as text
            }
            events.push({
              id: fields.get('id') ?? null,
              event: fields.get('event') ?? 'message',
              data,
            });
            for (const w of waiters) w();
          }
        });
        const stream: LiveStream = {
          status: res.statusCode ?? 0,
          events,
          comments: () => comments,
          next(match, ms = 3000) {
            return new Promise((ok, fail) => {
              const look = () => {
                for (let i = taken; i < events.length; i++) {
                  if (match(events[i]!)) {
                    taken = i + 1;
                    waiters.delete(look);
                    clearTimeout(timer);
                    ok(events[i]!);
                    return;
                  }
                }
              };
              const timer = setTimeout(() => {
                waiters.delete(look);
                fail(new Error(`no such event within ${ms} ms; got ${JSON.stringify(events)}`));
              }, ms);
              waiters.add(look);
              look();
            });
          },
          live: () => events.filter((e) => e.event === 'live').map((e) => LiveEvent.parse(e.data)),
          close: () => req.destroy(),
        };
        if (res.statusCode !== 200) {
          res.resume();
          resolve(stream);
          return;
        }
        resolve(stream);
      },
    );
    req.on('error', reject);
  });
}

/** A live update of `topic` (and `key`, when given). */
export const liveOf =
  (topic: string, key?: string) =>
  (e: StreamEvent): boolean =>
    e.event === 'live' &&
    (e.data as LiveEvent).topic === topic &&
    (key === undefined || (e.data as LiveEvent).key === key);
