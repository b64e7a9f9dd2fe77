import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../../test/harness';

// The web app's index.html carries its own inline scripts (apps/web/vite-plugins/first-paint.ts);
// the server's CSP must allow exactly those, by hash, and no other inline script.
const BOOT = "document.documentElement.classList.add('fw-boot');";
const LOADER = "var s = document.createElement('script');";
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

/** A built asset with the build's compressed copies beside it, and one without. */
const APP_JS = `export const greens = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `hole ${i}`))};`;
const APP_BR = brotliCompressSync(APP_JS);
const APP_GZ = gzipSync(APP_JS);
const PLAIN_JS = `export const tees = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `tee ${i}`))};`;

let t: TestApp;
let web: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const dist = mkdtempSync(path.join(os.tmpdir(), 'fw-web-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<html><head><script>${BOOT}</script></head><body><div id="root"></div><script>${LOADER}</script><script type="module" src="/assets/x.js"></script></body></html>`,
  );
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/app.js'), APP_JS);
  writeFileSync(path.join(dist, 'assets/app.js.br'), APP_BR);
  writeFileSync(path.join(dist, 'assets/app.js.gz'), APP_GZ);
  writeFileSync(path.join(dist, 'assets/plain.js'), PLAIN_JS);
  web = await buildApp({ db: t.database.db, webDist: dist });
});
afterAll(async () => {
  await web.close();
  await t.close();
});

describe('the built web app and its Content-Security-Policy', () => {
  it('serves /login with a CSP that allows its inline scripts by hash, and nothing inline else', async () => {
    const res = await web.inject({ url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(BOOT);
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('script-src'));
    expect(scriptSrc?.split(' ').sort()).toEqual(
      ['script-src', "'self'", sha(BOOT), sha(LOADER)].sort(),
    );
  });

  it('without a build, the policy allows scripts from the site only', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});

describe("the app's code", () => {
  const asset = (url: string, encoding?: string) =>
    web.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it("is sent as the build's brotli or gzip copy, byte for byte, to a browser that takes it", async () => {
    const br = await asset('/assets/app.js', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(APP_BR)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gz = await asset('/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(APP_GZ)).toBe(true);

    const plain = await asset('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('without copies, is compressed as it is sent', async () => {
    const res = await asset('/assets/plain.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PLAIN_JS);
  });
});
