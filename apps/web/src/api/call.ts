import { apiGet, type Parser, type RequestOptions } from './client';

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

/** Query options that fetch `call`, which rides along in `meta` for the first screen. */
export function callQuery<T, K extends readonly unknown[]>(queryKey: K, call: ApiCall<T>) {
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => getCall(call, { signal }),
    meta: { call: call as ApiCall<unknown> },
  };
}
