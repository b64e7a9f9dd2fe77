import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on PGlite with demo data when nothing is set', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.demoData).toBe(true);
    expect(c.databasePoolMax).toBe(20);
  });

  it('uses PostgreSQL without demo data when DATABASE_URL is set', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fairway',
      DATABASE_POOL_MAX: '8',
    });
    expect(c.demoData).toBe(false);
    expect(c.databasePoolMax).toBe(8);
  });

  it.each([
    ['PORT', '70000'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_POOL_MAX', '0'],
    ['DATABASE_POOL_MAX', 'many'],
    ['DEMO_DATA', 'yes'],
  ])('refuses to start with %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
