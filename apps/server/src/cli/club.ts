/** `npm run club -- <command>`: the platform operator's command for clubs (see CLUB_HELP). */
import { mkdirSync } from 'node:fs';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { claimDataDir } from '../db/data-dir-lock';
import { ClubSetupService, runClubCommand } from '../modules/platform';

const argv = process.argv.slice(2);
const config = loadConfig();
let release = () => {};
if (!config.databaseUrl) {
  mkdirSync(config.dataDir, { recursive: true });
  try {
    release = claimDataDir(config.dataDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolMax: 2,
});
try {
  await database.migrate();
  const service = new ClubSetupService(database.db, () => new Date());
  process.exitCode = await runClubCommand(argv, service, config.payments.publicUrl, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} finally {
  await database.close();
  release();
}
