// Loaded into a server process by bench/live (`--expose-gc --import`): on SIGUSR2 it collects
// garbage and prints the process's memory as one line on stdout, for the bench's per-stream figure.
// The server itself is not changed for it.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  const m = process.memoryUsage();
  process.stdout.write(`bench-memory ${JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed })}\n`);
});
