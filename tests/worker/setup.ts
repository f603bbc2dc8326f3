import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// storage is isolated per test file; migrations are recorded so this is a no-op after the first run
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
