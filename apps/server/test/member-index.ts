import { eq } from 'drizzle-orm';
import { players } from '../src/db/schema';
import { readAs, type TestApp } from './harness';

/**
 * Runs `fn` while the member of the session `cookie` has no handicap index (a beginner), and gives
 * them their index back after it, whatever `fn` does.
 */
export async function withoutIndex<T>(
  t: TestApp,
  cookie: string,
  fn: () => Promise<T>,
): Promise<T> {
  const self = (await readAs(t, '/api/relatie/self', cookie)).json() as { gsn: string };
  const [row] = await t.database.db.select().from(players).where(eq(players.gsn, self.gsn));
  const setIndex = (tenths: number | null) =>
    t.database.db.update(players).set({ handicap_tenths: tenths }).where(eq(players.id, row!.id));
  await setIndex(null);
  try {
    return await fn();
  } finally {
    await setIndex(row!.handicap_tenths);
  }
}
