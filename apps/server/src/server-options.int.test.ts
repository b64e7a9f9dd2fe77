import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestApp, type TestApp } from '../test/harness';

// What a client of a real listening server notices of its transport settings: slow clients are
// cut (they held hundreds of sockets open for minutes), and HSTS is sent only behind HTTPS.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** Sends `text` on a new connection and resolves with everything received once the server closes it. */
function sendAndWaitForClose(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('a slow client is cut', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildApp({
      db: t.database.db,
      timeouts: { requestMs: 500, headersMs: 500, keepAliveMs: 500 },
    });
    port = await listening(app);
  });
  afterAll(() => app.close());

  it('that sends half a body: 408 and the connection closed', async () => {
    const body = JSON.stringify({ club: 1, username: 'demo', password: 'demo' });
    const received = await sendAndWaitForClose(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `x-fairway-request: 1\r\nContent-Length: ${body.length}\r\n\r\n` +
        body.slice(0, body.length / 2),
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('that never finishes its headers: 408 and the connection closed', async () => {
    const received = await sendAndWaitForClose(port, 'GET /api/health HTTP/1.1\r\nHost: local');
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('that keeps an answered connection open: closed after the keep-alive time', async () => {
    const received = await sendAndWaitForClose(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n',
    );
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('Strict-Transport-Security', () => {
  it.each([
    [true, 'max-age=31536000'],
    [false, undefined],
  ])('hsts %s: %s', async (hsts, header) => {
    const app = await buildApp({ db: t.database.db, hsts });
    try {
      for (const url of ['/api/health', '/login']) {
        const res = await app.inject({ url });
        expect(res.headers['strict-transport-security']).toBe(header);
      }
    } finally {
      await app.close();
    }
  });
});
