import {
  CONTRACT_HEADER,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  ERROR_STATUS,
  IDEMPOTENCY_HEADER,
  type ErrorBody,
} from '@fairway/contract';
import { newVersionDeployed } from '../app/app-update';
import { trackActivity } from './activity';
import { ApiError, CLIENT_ERROR, noConnection, notThisVersion } from './api-error';
import { reportCodeMissing } from './code-missing';
import { reportConnectionFailed } from './connection';
import { takeFirstAnswer } from './first-answers';
import { reply, ReplySchemasUnavailable } from './reply';
import { handleUnauthorized, setLoggedIn } from './session-state';
import type { Parser } from './parser';

export type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A call that works without a session (clubs, translations, the session check). Its success
   * says nothing about being logged in, so it does not set `logged_in`.
   */
  anonymous?: boolean;
  /** Background work (page views) that must not light the loading indicator. */
  quiet?: boolean;
  /**
   * Work that shows its own offline state (queued hole saves, the open-card check): no
   * connection-failed event, so no global "no connection" alert. The call still fails with
   * status 0.
   */
  silentOffline?: boolean;
  /**
   * Makes a create, sign or submit exactly-once (docs/QUALITY.md "Reliability"): a repeat of the
   * same request with this key gets the first answer instead of acting twice.
   */
  idempotencyKey?: string;
  /** The answer is an image (or other file): read as a Blob; refusals are still JSON. */
  blob?: boolean;
}

function url(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A successful reply: marks the session as alive and checks the body against the contract. */
async function accept<T>(
  method: string,
  path: string,
  status: number,
  data: unknown,
  parser: Parser<T> | null,
  opts: RequestOptions,
): Promise<T> {
  // spec §4: logged_in is set on any successful response (of a call that needs the session).
  if (!opts.anonymous) setLoggedIn(true);
  if (!parser) return undefined as T;
  try {
    return await parser.parse(data);
  } catch (error) {
    // Told apart from a lost connection: after a deploy the schemas' chunk is gone.
    if (error instanceof ReplySchemasUnavailable) throw offline(opts, reportCodeMissing);
    console.error(`${method} ${path}: reply does not match the contract`, error);
    throw new ApiError(status, {
      code: CLIENT_ERROR.INVALID_RESPONSE,
      message: 'unexpected reply',
    });
  }
}

/** Takes a reply as it is, for an answer the contract already checked (see `send`). */
const asSent = <T>(): Parser<T> => ({ parse: (data) => data as T });

/** The failure of a call that did not get through, told to the member once (spec §8). */
function offline(opts: RequestOptions, report: () => unknown = reportConnectionFailed): ApiError {
  if (!opts.silentOffline) void report();
  return noConnection();
}

/** A refusal's body as the contract says it, else (or when it cannot be checked) its status. */
async function errorBody(response: Response, data: unknown): Promise<ErrorBody> {
  try {
    return await reply('ErrorBody').parse(data);
  } catch {
    return { code: `HTTP_${response.status}`, message: response.statusText };
  }
}

/**
 * The server was deployed with another contract than this build's and refused the call unrun
 * (apps/server plugins/contract-check.ts): no error for the member, but the new version, offered
 * by the update prompt (app/app-update.ts).
 */
function contractMismatch(response: Response, data: unknown): boolean {
  return (
    response.status === ERROR_STATUS.CONTRACT_MISMATCH &&
    typeof data === 'object' &&
    data !== null &&
    (data as { code?: unknown }).code === 'CONTRACT_MISMATCH'
  );
}

/**
 * A call not answered in this time counts as not through, as with no signal at all: on the course
 * a weak signal can keep a request open for minutes, and the hole saves behind it, the spinner and
 * the member would wait with it. A write sent again carries its Idempotency-Key, so one that did
 * reach the server is not done twice.
 */
const TIMEOUT_MS = 20_000;
/** A picture upload may take longer on a slow connection. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** The caller's signal, aborted also after `ms`; `done` stops the clock. */
function withDeadline(
  signal: AbortSignal | undefined,
  ms: number,
): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

async function send<T>(
  method: string,
  path: string,
  parser: Parser<T> | null,
  opts: RequestOptions,
): Promise<T> {
  if (method === 'GET') {
    // The first screen's calls may already be answered in the page (api/first-answers.ts). Such
    // an answer is taken as sent: the server encoded it through this same contract schema on its
    // way out, and the page names these very scripts, so no other build can have written it.
    // Checking it again would make a slow phone build zod's schemas before its first screen.
    const first = takeFirstAnswer(url(path, opts.query));
    if (first) return accept(method, path, 200, first.data, parser && asSent<T>(), opts);
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  // The contract this build speaks: the server refuses the call when it speaks another.
  if (path.startsWith('/api/')) headers[CONTRACT_HEADER] = __CONTRACT_VERSION__;
  if (method === 'GET') {
    // spec §7: every GET carries cache-busting headers. Static files (translations) keep normal
    // HTTP caching and can be preloaded by index.html.
    if (path.startsWith('/api/')) {
      headers['cache-control'] = 'no-cache';
      headers.pragma = 'no-cache';
    }
  } else {
    headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  }
  // A FormData body (a file upload) sets its own multipart content type with its boundary.
  const form = opts.body instanceof FormData ? opts.body : null;
  if (opts.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (opts.idempotencyKey) headers[IDEMPOTENCY_HEADER] = opts.idempotencyKey;

  const deadline = withDeadline(opts.signal, form ? UPLOAD_TIMEOUT_MS : TIMEOUT_MS);
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(url(path, opts.query), {
      method,
      headers,
      body: form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
      credentials: 'same-origin',
      signal: deadline.signal,
    });
    data = opts.blob && response.ok ? await response.blob() : await readJson(response);
  } catch (error) {
    if (opts.signal?.aborted) throw error;
    throw offline(opts);
  } finally {
    deadline.done();
  }

  if (!response.ok) {
    if (contractMismatch(response, data)) {
      void newVersionDeployed();
      throw notThisVersion();
    }
    if (response.status === 401) handleUnauthorized();
    throw new ApiError(response.status, await errorBody(response, data));
  }

  return accept(method, path, response.status, data, parser, opts);
}

/**
 * The one way the app talks to the server: same-origin JSON with the session cookie, the CSRF
 * header on state changes, replies checked against the contract, 401 and offline handled once.
 */
export function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  parser: Parser<T> | null,
  opts: RequestOptions = {},
): Promise<T> {
  const work = send(method, path, parser, opts);
  return opts.quiet ? work : trackActivity(work);
}

export const apiGet = <T>(path: string, parser: Parser<T>, opts?: RequestOptions) =>
  request('GET', path, parser, opts);

/** GET of an image the server draws (the federation card, the WHS summary). */
export const apiImage = (path: string, opts?: RequestOptions) =>
  request('GET', path, { parse: (data) => data as Blob }, { ...opts, blob: true });

export const apiPost = <T>(
  path: string,
  parser: Parser<T> | null,
  body?: unknown,
  opts?: RequestOptions,
) => request('POST', path, parser, { ...opts, body });

export const apiPut = <T>(
  path: string,
  parser: Parser<T> | null,
  body?: unknown,
  opts?: RequestOptions,
) => request('PUT', path, parser, { ...opts, body });

export const apiDelete = <T>(
  path: string,
  parser: Parser<T> | null,
  body?: unknown,
  opts?: RequestOptions,
) => request('DELETE', path, parser, { ...opts, body });
