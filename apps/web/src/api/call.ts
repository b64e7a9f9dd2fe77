import type { QueryClient } from '@tanstack/react-query';
import { apiGet, type RequestOptions } from './client';
import type { Parser } from './parser';
import { isKeptAnswer } from './kept-answer';

/**
 * A GET the app makes, described: its path (with the query string) and how its reply is checked.
 * A member's first screen names its calls this way, so the server can answer them inside the page
 * it sends (src/first-screen/).
 */
export interface ApiCall<T> {
  readonly path: string;
  readonly parser: Parser<T>;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { call?: ApiCall<unknown> };
  }
}

export const getCall = <T>(call: ApiCall<T>, opts?: RequestOptions): Promise<T> =>
  apiGet(call.path, call.parser, opts);

/**
 * Whether the query shows what the device kept (api/kept-answer.ts): such a screen says itself
 * that it is offline (OfflineSince), so its refresh failing for want of a connection raises no
 * alert.
 */
const keptAnswer = (client: QueryClient, queryKey: readonly unknown[]): boolean =>
  isKeptAnswer(client.getQueryState(queryKey));

/**
 * The request options of a query's fetch: its signal, and no connection alert while the screen
 * shows what the device kept (`keptAnswer`).
 */
export const keptQueryRequest = ({
  signal,
  client,
  queryKey,
}: {
  signal: AbortSignal;
  client: QueryClient;
  queryKey: readonly unknown[];
}): RequestOptions => ({ signal, silentOffline: keptAnswer(client, queryKey) });

/** Query options that fetch `call`, which rides along in `meta` for the first screen. */
export function callQuery<T, K extends readonly unknown[]>(queryKey: K, call: ApiCall<T>) {
  return {
    queryKey,
    queryFn: (context: { signal: AbortSignal; client: QueryClient; queryKey: K }) =>
      getCall(call, keptQueryRequest(context)),
    meta: { call: call as ApiCall<unknown> },
  };
}
