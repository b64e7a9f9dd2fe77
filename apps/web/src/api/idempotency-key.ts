/**
 * A random key for the Idempotency-Key header. crypto.randomUUID only exists on HTTPS and
 * localhost; getRandomValues works everywhere (a club may self-host on plain http in its LAN).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
