/**
 * Where each kind of stored file lives in R2: the one table of key prefixes,
 * read by the worker (uploads, /wapi/media, releasing files) and the seed
 * scripts (plain JS, so node imports it as is; types in storage-keys.d.ts).
 * Objects under a key are served at /img/<key>, audio at /wapi/media/<key>.
 */
export const STORAGE_KEYS = {
  /** pictures readers and the owner upload (upload/<month>/<name>) */
  uploads: 'upload/',
  /** the bundled demo pictures (scripts/demo-images.mjs) */
  demo: 'demo/',
  /** the built-in music library, audio and covers */
  music: 'music/',
  musicAudio: 'music/audio/',
  musicCovers: 'music/covers/',
};

/** Shared by many rows and re-created by the seed: no reference change ever deletes them. */
export const NEVER_RELEASED = [STORAGE_KEYS.demo];
