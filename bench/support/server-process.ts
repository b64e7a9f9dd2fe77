import { spawn, type ChildProcess } from 'node:child_process';

/** The repository's root, where a server is started from. */
export const ROOT = new URL('../../', import.meta.url).pathname;

/**
 * Starts a Fairway server process on `port` against `databaseUrl` and resolves once it says it
 * is running. `demo` loads the demo clubs into an empty database (only one process may).
 */
export function startServer(opts: {
  /** Node's arguments: the built `apps/server/dist/main.mjs`, or tsx and the sources. */
  args: string[];
  port: number;
  databaseUrl: string;
  demo: boolean;
  logLevel?: string;
  env?: Record<string, string>;
}): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, opts.args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl,
      DEMO_DATA: opts.demo ? '1' : '0',
      LOG_LEVEL: opts.logLevel ?? 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on(
      'data',
      (d: Buffer) => d.toString().includes('Fairway is running') && resolve(),
    );
    child.on('exit', (code, signal) =>
      reject(new Error(`server on ${opts.port} exited (${code ?? signal}) before it was ready`)),
    );
  });
  return { child, ready };
}

/**
 * The first port of a bench's servers: BENCH_PORT (a free range of its own on a shared host), else
 * a random one of the `count` ports from `from`.
 */
export function benchPort(from: number, count: number): number {
  return Number(process.env.BENCH_PORT) || from + Math.floor(Math.random() * count);
}

/** A whole-number option of the command line (`--rounds 10`), or its default. */
export function numberOption(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}
