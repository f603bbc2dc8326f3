/** Types of index.mjs for the TypeScript tests that read the demo content. */
export declare const DEMO_LOGINS: { role: string; username: string; password: string }[];
export declare function buildSeed(): Promise<[table: string, rows: Record<string, unknown>[]][]>;
