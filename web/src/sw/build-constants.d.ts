/** Written into sw.js by the build (scripts/lib/build-service-worker.mjs). */
/** The build's hash: a new deploy is a new script, so browsers install it. */
declare const __SW_VERSION__: string;
/** The shell's hashed files every page loads (the entry, its stylesheet, the app's start chunks). */
declare const __SW_SHELL__: string[];
/** The build's index.html, copied under /assets/ so the asset layer serves it as it is. */
declare const __SW_SHELL_PAGE__: string;
