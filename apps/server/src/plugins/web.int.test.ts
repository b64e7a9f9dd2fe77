import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../../test/harness';

// The web app's index.html carries its own inline scripts (apps/web/vite-plugins/first-paint.ts);
// the server's CSP must allow exactly those, by hash, and no other inline script.
const BOOT = "document.documentElement.classList.add('fw-boot');";
const LOADER = "var s = document.createElement('script');";
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

let t: TestApp;
let web: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const dist = mkdtempSync(path.join(os.tmpdir(), 'fw-web-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<html><head><script>${BOOT}</script></head><body><div id="root"></div><script>${LOADER}</script><script type="module" src="/assets/x.js"></script></body></html>`,
  );
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
