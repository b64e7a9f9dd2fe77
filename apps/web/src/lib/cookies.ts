/**
 * Small cookie helpers. The login screen remembers the last club and username in cookies (spec
 * §2); the parsing and formatting are pure so they are tested without a browser.
 */

export interface CookieOptions {
  maxAgeDays?: number;
  path?: string;
}

/** Reads one cookie from a `document.cookie` string; undefined when absent or malformed. */
export function parseCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Builds the string to assign to `document.cookie`. SameSite=Lax: never sent on cross-site posts. */
export function serializeCookie(name: string, value: string, opts: CookieOptions = {}): string {
  const maxAge = Math.round((opts.maxAgeDays ?? 365) * 24 * 60 * 60);
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=${opts.path ?? '/'}; SameSite=Lax`;
}

export function readCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : parseCookie(document.cookie, name);
}

export function writeCookie(name: string, value: string, opts?: CookieOptions): void {
  if (typeof document !== 'undefined') document.cookie = serializeCookie(name, value, opts);
}
