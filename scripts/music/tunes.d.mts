/** Types of tunes.mjs for the TypeScript tests that read the demo library. */
export declare const TUNES: { slug: string; name: string; artist: string }[];
export declare const PLAYLISTS: { slug: string; name: string; songs: string[] }[];
