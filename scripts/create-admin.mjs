#!/usr/bin/env node
/**
 * Bootstrap (or recover) an administrator account.
 *
 *   node scripts/create-admin.mjs <username> <password>            local database (wrangler dev)
 *   node scripts/create-admin.mjs <username> <password> --remote   the deployed D1 database
 *   npm run admin:create -- <username> <password> [--remote]        the same through npm
 *
 * Creates the user with role 1, or, when the username already exists, promotes
 * it to role 1 and sets its password to the one given. The password is hashed
 * here exactly as the worker does (PBKDF2-SHA256, 100 000 iterations), so only
 * the hash is sent to D1. --remote needs `npx wrangler login` (or
 * CLOUDFLARE_API_TOKEN) and the real database_id in wrangler.toml.
 *
 * Run it on a fresh production database before anyone registers: the account
 * then gets id 1, the blog owner, who receives message-board and friend-link
 * notifications.
 */
import { hashPassword } from './lib/password.mjs';
import { OFFLINE_ENV, ROOT, run, WRANGLER } from './lib/dev-env.mjs';

process.chdir(ROOT);
const args = process.argv.slice(2);
const remote = args.includes('--remote');
const [username, password] = args.filter((a) => !a.startsWith('--'));

function usage(problem) {
  console.error(`${problem}\n\nusage: node scripts/create-admin.mjs <username> <password> [--remote]`);
  process.exit(1);
}

if (!username || !password) usage('missing username or password');
// the login endpoint accepts letters and digits only (api-contract §3.12)
if (!/^[A-Za-z0-9]{5,16}$/.test(username)) usage('username: 5-16 letters or digits');
if (username === 'admin') usage('"admin" is reserved for the configured super administrator; choose another name');
if (password.length < 8 || /^(\d+|[a-z]+|[A-Z]+|[^A-Za-z0-9]+)$/.test(password) || /\s/.test(password)) {
  usage('password: at least 8 characters mixing at least two of digits, lowercase, uppercase, symbols; no spaces');
}

const hash = await hashPassword(password);
// username is [A-Za-z0-9] and the hash is base64 plus '$': nothing here can break out of a SQL string
const sql =
  `INSERT INTO blog_user (username, password, role, nick_name) VALUES ('${username}', '${hash}', 1, '${username}') ` +
  `ON CONFLICT(username) DO UPDATE SET role = 1, password = excluded.password, ` +
  `updatedAt = strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours'); ` +
  `SELECT id, username, role FROM blog_user WHERE username = '${username}';`;

const target = remote ? '--remote' : '--local';
try {
  const output = await run(WRANGLER, ['d1', 'execute', 'DB', target, '--yes', '--json', '--command', sql], {
    env: remote ? { ...process.env, WRANGLER_SEND_METRICS: 'false' } : OFFLINE_ENV,
    quiet: true,
  });
  const row = parseResult(output);
  console.log(`administrator ready in the ${remote ? 'remote' : 'local'} database: ${row ? `id ${row.id}, ` : ''}${username} (role 1)`);
} catch (error) {
  console.error(`could not write the administrator:\n${error.message}`);
  if (!remote) console.error('is the local database migrated? run `npm start -- --no-serve` (or `npm run db:migrate:local`) first');
  process.exit(1);
}

function parseResult(output) {
  try {
    const results = JSON.parse(output.slice(output.indexOf('[')));
    return results.flatMap((r) => r.results ?? []).find((r) => r.username === username) ?? null;
  } catch {
    return null;
  }
}
