import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../client.ts';
import { startEmbeddedPostgres } from '../embedded.ts';
import { runMigrations } from '../migrate.ts';

export const TEMPLATE_DB = 'reklamo_test_template';

/**
 * One Postgres for the whole integration run (the embedded one, or DATABASE_URL's server when set),
 * with a migrated template database each test file clones in milliseconds.
 */
export default async function setup(project: TestProject) {
  let adminUrl: string;
  let stop = async () => {};
  const external = process.env.DATABASE_URL;
  if (external) {
    const u = new URL(external);
    u.pathname = '/postgres';
    adminUrl = u.toString();
  } else {
    const dataDir = path.resolve('.test-data', `pg-${process.pid}-${crypto.randomBytes(3).toString('hex')}`);
    const server = await startEmbeddedPostgres({ dataDir, password: 'test' });
    adminUrl = server.adminUrl;
    stop = async () => {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  const tpl = createDatabase(templateUrl, { max: 1 });
  await runMigrations(tpl.db);
  await tpl.close();
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await stop();
  };
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
