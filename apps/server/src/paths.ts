import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The files the server reads beside its code. They are found from apps/server, one level above
 * this module: the same level whether it runs from src/ (tsx, tests) or bundled into dist/
 * (`npm start`, see build.mjs), so this module must stay directly in src/.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '..');

/** Drizzle's generated migrations. */
export const MIGRATIONS_DIR = path.join(serverRoot, 'drizzle');
/**
 * The SQL functions, one file each, applied after the migrations at every start. Read from src/
 * also by the bundle, as the migrations are read from drizzle/: a copy in dist/ would be a second
 * file defining every function.
 */
export const FUNCTIONS_DIR = path.join(serverRoot, 'src/db/functions');
/** The triggers that call them, one file each, applied right after them. */
export const TRIGGERS_DIR = path.join(serverRoot, 'src/db/triggers');
/**
 * The demo news posts' pictures as the news editor uploads them: the seed renders each and
 * uploads it through the editor's service (db/seed).
 */
export const DEMO_PICTURES_DIR = path.join(serverRoot, 'src/db/seed/pictures');
/** The built web app (WEB_DIST overrides it). */
export const WEB_DIST_DIR = path.join(serverRoot, '../web/dist');
/** The translation files GET /i18n/{lang}.json serves. */
export const I18N_DIR = path.join(serverRoot, '../web/i18n');
