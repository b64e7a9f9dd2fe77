// http_ece (RFC 8188 encrypted content) has no types of its own; the part the push fake uses.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface Params {
    version: 'aes128gcm' | 'aesgcm';
    privateKey?: ECDH;
    authSecret?: string | Buffer;
  }
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer };
  export default ece;
}
