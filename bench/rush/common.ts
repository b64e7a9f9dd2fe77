/**
 * What the two rushes (run.ts, the tee sheet; matches.ts, the match sign-up) share: two server
 * processes on one database, the health-check baseline and the timing lines of the report.
 */
import type { ChildProcess } from 'node:child_process';
import { ROOT as root, startServer } from '../support/server-process';

/**
 * Starts a server process on each of the two ports against `dbUrl` (the first loads the demo
 * clubs; the second joins the same database) and returns how to stop them both, and the
 * processes. With RUSH_PROF set, each writes a CPU profile there. `env` is added to both servers'
 * environment; `nodeArgs` go to node before the server's (the live bench's memory probe).
 */
export async function startServers(
  dbUrl: string,
  ports: [number, number],
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<{ stop: () => Promise<void>; processes: ChildProcess[] }> {
  const servers: ChildProcess[] = [];
  const stop = async () => {
    for (const s of servers) s.kill('SIGTERM');
    await Promise.all(
      servers.map((s) => new Promise((r) => (s.exitCode === null ? s.on('exit', r) : r(null)))),
    );
  };
  try {
    for (const [i, port] of ports.entries()) {
      const { child, ready } = startServer({
        args: [
          ...(process.env.RUSH_PROF
            ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.RUSH_PROF]
            : []),
          ...nodeArgs,
          '--import',
          'tsx',
          `${root}apps/server/src/main.ts`,
        ],
        port,
        databaseUrl: dbUrl,
        demo: i === 0,
        // The server as `npm start` runs it: React's production build paints the first screen
        // (its development build is several times slower). NODE_ENV=development to compare.
        env: { NODE_ENV: process.env.NODE_ENV ?? 'production', ...env },
      });
      servers.push(child);
      await ready;
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return { stop, processes: servers };
}

/** The p-th percentile of sorted figures. */
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The baseline of a rush, in the same run: the same calls at once, `rounds` times, to the health
 * check (one SELECT 1), each member on its server (alternating). Returns the sorted latencies.
 */
export async function healthBaseline(
  cookies: string[],
  ports: [number, number],
  rounds: number,
): Promise<number[]> {
  const baseline: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      cookies.map(async (cookie, i) => {
        const t0 = performance.now();
        const res = await fetch(`http://127.0.0.1:${ports[i % 2]}/api/health`, {
          headers: { cookie },
        });
        await res.arrayBuffer();
        baseline.push(performance.now() - t0);
      }),
    );
  }
  return baseline.sort((a, b) => a - b);
}

/** The report's last lines: the calls' latency (sorted), each round's time and the baseline. */
export function printTimings(latencies: number[], roundMs: number[], baseline: number[]): void {
  console.log(
    `latency ms          p50 ${pct(latencies, 50).toFixed(0)}  p99 ${pct(latencies, 99).toFixed(0)}  max ${latencies.at(-1)?.toFixed(0)}`,
  );
  console.log(`round ms            ${roundMs.map((ms) => ms.toFixed(0)).join(' ')}`);
  console.log(
    `baseline ms         p50 ${pct(baseline, 50).toFixed(0)}  p99 ${pct(baseline, 99).toFixed(0)}  (GET /api/health, same concurrency and rounds)`,
  );
}
