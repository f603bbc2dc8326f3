import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// storage is isolated per test file; migrations are recorded so this is a no-op after the first run
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The site is imported lazily by worker/index.ts; the module runner then fetches its several hundred
// modules on a file's first request, which took 4 to 5 s of its first test's 5 s. Loaded here, once per file.
await import('../../worker/app');
