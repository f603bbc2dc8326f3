import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// storage is isolated per test file; migrations are recorded so this is a no-op after the first run
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The proof-of-work challenge (issue 29) is on by default for registration, guest notes, link
// applications and new accounts' comments and chat. Tests of everything else register and write as
// before: every file starts with it off (one row); the files about it turn it on through the console's
// endpoint (tests/worker/challenge-helpers.ts) and solve at the real difficulty.
await env.DB.prepare(
  `INSERT OR IGNORE INTO site_setting (key, value) VALUES ('challenge', '{"register":false,"note":false,"link":false,"comment":false,"chat":false}')`,
).run();

// The site is imported lazily by worker/index.ts; the module runner then fetches its several hundred
// modules on a file's first request, which took 4 to 5 s of its first test's 5 s. Loaded here, once per file.
await import('../../worker/app');
