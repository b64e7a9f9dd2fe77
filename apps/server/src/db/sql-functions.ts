import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FUNCTIONS_DIR, TRIGGERS_DIR } from '../paths';

/**
 * One SQL function's source: `<name>.sql`, a single `CREATE OR REPLACE FUNCTION "<name>"`; or one
 * trigger's, a single `CREATE OR REPLACE TRIGGER "<name>"`.
 */
export interface FunctionSource {
  name: string;
  text: string;
}

/** The SQL functions' sources (or, given TRIGGERS_DIR, the triggers'), in name order. */
export function functionSources(dir: string = FUNCTIONS_DIR): FunctionSource[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({
      name: f.slice(0, -'.sql'.length),
      text: readFileSync(path.join(dir, f), 'utf8'),
    }));
}

/**
 * Every function, then every trigger that calls one, as one script applied after the migrations
 * at every start (db/connect.ts): the migrations hold the tables, these files what runs on them.
 * One simple query is one implicit transaction: a start installs all of the files or none of them.
 * PL/pgSQL bodies are only parsed when created, so the order of the functions does not matter.
 */
export function functionsScript(): string {
  return [...functionSources(FUNCTIONS_DIR), ...functionSources(TRIGGERS_DIR)]
    .map((f) => f.text)
    .join('\n');
}

/**
 * The refusal codes a function's source can answer or raise: `{"refusal": "CODE"}` in a message,
 * `'refusal', 'CODE'` in a built object, `v_refusal := 'CODE'` in a batch's answer.
 */
export function refusalsIn(text: string): string[] {
  const found = [
    ...text.matchAll(/"refusal":\s*"(\w+)"/g),
    ...text.matchAll(/'refusal',\s*'(\w+)'/g),
    ...text.matchAll(/v_refusal\s*:=\s*'(\w+)'/g),
  ].map((m) => m[1]!);
  return [...new Set(found)].sort();
}
