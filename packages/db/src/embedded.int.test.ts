import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reklamo-embedded-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const query = async (url: string, sql: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
};

it('keeps data across restarts and lets a second process attach to the running cluster', async () => {
  const dataDir = path.join(root, 'pg');
  const first = await startEmbeddedPostgres({ dataDir, password: 'pw' });
  await query(first.url, 'create table kept (v text); insert into kept values ($$ok$$)');

  const second = await startEmbeddedPostgres({ dataDir, password: 'pw' });
  expect(second.url).toBe(first.url);
  await second.stop(); // not the owner: must leave the cluster running
  expect(await query(first.url, 'select v from kept')).toEqual([{ v: 'ok' }]);
  await first.stop();

  const again = await startEmbeddedPostgres({ dataDir, password: 'pw' });
  expect(await query(again.url, 'select v from kept')).toEqual([{ v: 'ok' }]);
  await again.stop();
});
