import type { TestProject } from 'vitest/node';
import { buildPgliteTemplates, buildPostgresTemplates } from './db-templates';

/** The integration projects' databases to copy (db-templates.ts), built once per run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const built =
    project.config.env?.FAIRWAY_TEST_DB === 'postgres'
      ? await buildPostgresTemplates()
      : await buildPgliteTemplates();
  project.provide('dbTemplates', built.templates);
  return built.drop;
}
