/**
 * The app's own address from a state-changing call's Origin (the CSRF rule has held it to this
 * host), as scheme://host[:port]; undefined without one, or for anything else.
 */
export function appOrigin(origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}
