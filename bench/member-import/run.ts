/**
 * The member import on PostgreSQL: a club's export of 5,000 members previewed and applied, then
 * the same members again with half of them changed, then undone. Each step is one call through
 * the app (app.inject, so the figure is the server's, not the network's) on a fresh database with
 * the demo clubs. Bar: the preview of 5,000 rows under 5 s, the apply under 10 s.
 *
 *   npx tsx bench/member-import/run.ts             # 5,000 rows
 *   npx tsx bench/member-import/run.ts --rows 10000
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE, IDEMPOTENCY_HEADER } from '@fairway/contract';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/connect';
import { seedDemo } from '../../apps/server/src/db/seed/demo-seed';
import { clubIdsOf, loginCookie } from '../../apps/server/test/login';
import { scratchDatabase } from '../support/scratch-database';

const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '5000' } } });
const ROWS = Number(args.rows);
const BAR = { preview: 5000, apply: 10000 };

/** A semicolon export in Windows-1252 as Excel writes it; `changed` members get a new e-mail. */
function exportFile(changedEvery: number): Buffer {
  const lines = [
    'GSN;Voorletters;Roepnaam;Achternaam;Geboortedatum;Geslacht;E-mail;Mobiel;Handicap',
  ];
  for (let i = 0; i < ROWS; i++) {
    const mail = changedEvery && i % changedEvery === 0 ? `nieuw${i}` : `lid${i}`;
    lines.push(
      `NL${50_000_000 + i};J.;Jozé;Lid ${i};${(i % 28) + 1}-${(i % 12) + 1}-19${50 + (i % 50)};` +
        `${i % 2 ? 'M' : 'V'};${mail}@example.nl;06-${String(10_000_000 + i)};${i % 54},${i % 10}`,
    );
    if (i % 1000 === 999) lines.push('');
  }
  return Buffer.from(lines.join('\r\n'), 'latin1');
}

const scratch = await scratchDatabase('import');
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
try {
  await database.migrate();
  await seedDemo(database.db);
  const app = await buildApp({ db: database.db });
  await app.ready();
  const cookie = await loginCookie(app, (await clubIdsOf(app))('demo'), 'beheer');
  const headers = () => ({
    cookie,
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
    [IDEMPOTENCY_HEADER]: randomUUID(),
  });

  const timed = async (label: string, run: () => Promise<LightMyRequestResponse>, bar?: number) => {
    const start = performance.now();
    const res = await run();
    const ms = performance.now() - start;
    if (res.statusCode !== 200)
      throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const counts = (res.json() as { counts: Record<string, number> }).counts;
    const verdict =
      bar === undefined
        ? ''
        : ms <= bar
          ? `OK (bar ${bar / 1000} s)`
          : `OVER (bar ${bar / 1000} s)`;
    console.log(
      `${label.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${JSON.stringify(counts)}  ${verdict}`,
    );
    return {
      ms,
      id: (res.json() as { import_id: number }).import_id,
      over: bar !== undefined && ms > bar,
    };
  };
  const upload = (file: Buffer) => () => {
    const boundary = 'benchboundary';
    return app.inject({
      method: 'POST',
      url: '/api/admin/members/import',
      headers: { ...headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="leden.csv"\r\n` +
            'Content-Type: text/csv\r\n\r\n',
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };
  const post = (url: string) => () => app.inject({ method: 'POST', url, headers: headers() });
  const base = '/api/admin/members/import';

  console.log(`member import, ${ROWS} rows, PostgreSQL (${scratch.url.replace(/\/[^/]*$/, '/…')})`);
  const results = [];
  const first = await timed(`preview: ${ROWS} new`, upload(exportFile(0)), BAR.preview);
  results.push(
    first,
    await timed(`apply: ${ROWS} new`, post(`${base}/${first.id}/apply`), BAR.apply),
  );
  const second = await timed(`preview: ${ROWS / 2} changed`, upload(exportFile(2)), BAR.preview);
  results.push(
    second,
    await timed(`apply: ${ROWS / 2} changed`, post(`${base}/${second.id}/apply`), BAR.apply),
  );
  results.push(await timed('undo: the changes', post(`${base}/${second.id}/undo`)));
  await app.close();
  process.exitCode = results.some((r) => r.over) ? 1 : 0;
} finally {
  await database.close();
  await scratch.drop();
}
