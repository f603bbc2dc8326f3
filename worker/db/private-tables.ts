/**
 * Tables whose rows never leave the database: not exported, not restored, not served.
 * `site_secret` holds the token signing key the worker generates when JWT_SECRET is unset.
 */
export const PRIVATE_TABLES: readonly string[] = ['site_secret'];
