/**
 * The D1 data model. Table and column names follow the wire contract
 * (api-contract.md §6) so rows map onto API shapes without renaming.
 * Timestamps are text "YYYY-MM-DD HH:mm:ss" in China time: the contract's
 * wire format, and it sorts correctly as text.
 * One file per domain; drizzle.config.ts reads this folder.
 */
export * from './articles';
export * from './challenge';
export * from './community';
export * from './gallery';
export * from './images';
export * from './imports';
export * from './music';
export * from './passkeys';
export * from './site';
export * from './users';
