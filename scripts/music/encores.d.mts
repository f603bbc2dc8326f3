/** Types of encores.mjs for the TypeScript tests that read the demo library. */
export declare const LONG_PLAYLIST: { slug: string; name: string; description: string; palette: number };
export declare function encoreSongs<T extends { id: number; name: string }>(songs: T[]): { rounds: T[]; order: number[] };
