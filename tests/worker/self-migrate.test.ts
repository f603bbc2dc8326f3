import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../worker/env';
import { applyPendingMigrations } from '../../worker/db/migrations/apply';
import { MIGRATION_FILES } from '../../worker/db/migrations/files';
import { splitSqlQuery } from '../../worker/db/migrations/split-sql';
import { selfMigrate } from '../../worker/http/self-migrate';
import { emptyDatabase, migrationRecord, schemaOf } from './empty-database';

const ALL = env.TEST_MIGRATIONS.map((m) => m.name);

/** env.DB, counting the round trips made through it. */
function countingDb() {
  const counted = { queries: 0 };
  const db = {
    prepare: (query: string) => {
      counted.queries += 1;
      return env.DB.prepare(query);
    },
    batch: (statements: D1PreparedStatement[]) => {
      // the statements were counted when prepared: a batch is one round trip for all of them
      counted.queries -= statements.length - 1;
      return env.DB.batch(statements);
    },
  } as unknown as D1Database;
  return { db, counted };
}

/** d1_migrations as a table: its columns, whoever wrote its CREATE statement. */
const recordColumns = async () => (await env.DB.prepare('PRAGMA table_info(d1_migrations)').all()).results;
/** The schema without d1_migrations' own CREATE text (wrangler's and the test pool's differ in whitespace only). */
const schemaWithoutRecordText = async () => (await schemaOf()).map((row) => (row.name === 'd1_migrations' ? { ...row, sql: null } : row));

describe('the worker carries migrations/ exactly', () => {
  it('lists every file of the folder, in wrangler order, split into the statements wrangler runs', () => {
    // TEST_MIGRATIONS is readD1Migrations(migrations/): the folder as wrangler reads and splits it
    expect(MIGRATION_FILES.map((file) => file.name)).toEqual(ALL);
    for (const [i, file] of MIGRATION_FILES.entries()) expect(splitSqlQuery(file.sql), file.name).toEqual(env.TEST_MIGRATIONS[i]!.queries);
  });

  it('splits as wrangler does where files get tricky: comments, quotes, triggers', () => {
    const sql = [
      "-- a comment; with a semicolon\nCREATE TABLE `a` (`x` text DEFAULT 'a;b');",
      '/* block; comment */ INSERT INTO a VALUES ("q;q");',
      'CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE a SET x = 1; DELETE FROM a; END;',
      'SELECT 1',
    ].join('\n');
    expect(splitSqlQuery(sql)).toEqual([
      "CREATE TABLE `a` (`x` text DEFAULT 'a;b')",
      'INSERT INTO a VALUES ("q;q")',
      'CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE a SET x = 1; DELETE FROM a; END',
      'SELECT 1',
    ]);
    expect(splitSqlQuery('SELECT 1;')).toEqual(['SELECT 1;']);
    expect(splitSqlQuery('BEGIN TRANSACTION;\nSELECT 1;\nSELECT 2;\nCOMMIT;')).toEqual(['SELECT 1', 'SELECT 2']);
  });
});

describe('the check is free once the database is up to date', () => {
  // runs first in this file: this isolate has not checked yet (tests/worker/setup.ts migrated the database)
  it('one query on the isolate\'s first request, none after, none ever for /assets/*', async () => {
    const probe = new Hono<AppEnv>().use(selfMigrate).all('*', (c) => c.text('ok'));
    const { db, counted } = countingDb();
    const request = (path: string) => probe.request(`http://blog.test${path}`, {}, { DB: db });
    expect((await request('/assets/index-abc.js')).status).toBe(200);
    expect(counted.queries).toBe(0);
    expect((await request('/home')).status).toBe(200);
    expect(counted.queries).toBe(1);
    for (const path of ['/api/config', '/home', '/img/x.png', '/ws']) expect((await request(path)).status).toBe(200);
    expect(counted.queries).toBe(1);
  });
});

describe('the worker and wrangler keep one record', () => {
  it('what the worker applies equals what wrangler applies: same tables, same record, same order', async () => {
    await emptyDatabase();
    expect(await applyPendingMigrations(env.DB)).toEqual(ALL);
    const byWorker = { schema: await schemaWithoutRecordText(), record: await migrationRecord(), columns: await recordColumns() };

    await emptyDatabase();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    const byWrangler = { schema: await schemaWithoutRecordText(), record: await migrationRecord(), columns: await recordColumns() };

    expect(byWorker.record.map((r) => r.name)).toEqual(ALL);
    expect(byWorker).toEqual(byWrangler);
  });

  it('a database wrangler migrated is not migrated again by the worker, and the other way round', async () => {
    await emptyDatabase();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    expect(await applyPendingMigrations(env.DB)).toEqual([]);

    await emptyDatabase();
    await applyPendingMigrations(env.DB);
    const record = await migrationRecord();
    // wrangler would fail on the first CREATE TABLE if it ran 0000_init.sql again
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    expect(await migrationRecord()).toEqual(record);
  });

  it('applies only what is pending: a database one migration behind gets that one', async () => {
    await emptyDatabase();
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, -1));
    expect(await applyPendingMigrations(env.DB)).toEqual(ALL.slice(-1));
    expect((await migrationRecord()).map((r) => r.name)).toEqual(ALL);
  });

  it('appliers racing on a fresh database apply each file exactly once between them', async () => {
    await emptyDatabase();
    const applied = await Promise.all([applyPendingMigrations(env.DB), applyPendingMigrations(env.DB), applyPendingMigrations(env.DB)]);
    expect(applied.flat().sort()).toEqual(ALL);
    expect((await migrationRecord()).map((r) => r.name)).toEqual(ALL);
  });

  it('a file that fails leaves no trace: its statements and its record roll back together', async () => {
    await emptyDatabase();
    const broken = [...MIGRATION_FILES.slice(0, 2), { name: '0002_broken.sql', sql: 'CREATE TABLE `half_done` (`x` integer);\nINSERT INTO no_such_table VALUES (1);' }];
    await expect(applyPendingMigrations(env.DB, broken)).rejects.toThrow(/0002_broken\.sql/);
    expect((await migrationRecord()).map((r) => r.name)).toEqual(ALL.slice(0, 2));
    expect((await schemaOf()).some((row) => row.name === 'half_done')).toBe(false);
  });
});
