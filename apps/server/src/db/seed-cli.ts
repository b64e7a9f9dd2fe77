/** `npm run db:seed`: loads the demo clubs into an empty database (PGlite in DATA_DIR, or DATABASE_URL). */
import path from 'node:path';
import { loadConfig } from '../config';
import { FilePictureStore } from '../modules/pictures';
import { openDatabase } from './connect';
import { DEMO_ACCOUNTS, isEmpty, seedDemo } from './seed/demo-seed';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolMax: config.databasePoolMax,
});
try {
  await database.migrate();
  if (!(await isEmpty(database.db))) {
    console.error('The database already holds data; demo data is only loaded into an empty one.');
    process.exitCode = 1;
  } else {
    // The news pictures go where the server keeps its uploads (main.ts).
    await seedDemo(database.db, new Date(), {
      pictures: new FilePictureStore(path.join(config.dataDir, 'pictures')),
    });
    console.log(
      `Demo data loaded. Accounts: ${DEMO_ACCOUNTS.map((a) => `${a.username}/${a.password}`).join(', ')}`,
    );
  }
} finally {
  await database.close();
}
