import path from 'node:path';
import { E2E_PORT, makeSeededTemplate } from './tests/support/server';

// Loads the e2e run's demo data into the folder given (`npm test` runs it beside the integration
// tests, so the load overlaps them, and hands the folder to the e2e run as FAIRWAY_E2E_TEMPLATE).
// The built server must be the one the run tests.
const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx e2e/seed-template.ts <folder>');
await makeSeededTemplate(E2E_PORT + 15, path.resolve(dir));
