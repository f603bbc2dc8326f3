/**
 * Tables whose rows never leave the database: not exported, not restored, not served.
 * `site_secret` holds the token signing key the worker generates when JWT_SECRET is unset;
 * `import_stage` holds an import's rows only while it runs (worker/services/import-blog-v3);
 * `passkey_challenge` holds a passkey ceremony's challenge for the minutes it may be answered;
 * `push_subscription` holds browsers' push endpoints and keys, bound to this site's VAPID key;
 * `push_post` remembers which posts were announced by push.
 */
export const PRIVATE_TABLES: readonly string[] = ['site_secret', 'import_stage', 'passkey_challenge', 'push_subscription', 'push_post'];
