/**
 * D1's own prepared statements, for the modules the chat room's isolate loads:
 * drizzle would otherwise be most of the room's code, and a busy room's full
 * collections pause longer for everything its isolate holds (docs/architecture.md,
 * "What keeps the chat room fast"). The D1 binding and a request's session
 * (db/metered-d1.ts) both prepare; the site passes its drizzle client's `$client`.
 */
export type D1Statements = Pick<D1Database, 'prepare'>;
