export declare const STORAGE_KEYS: {
  readonly uploads: 'upload/';
  readonly demo: 'demo/';
  readonly music: 'music/';
  readonly musicAudio: 'music/audio/';
  readonly musicCovers: 'music/covers/';
};
export declare const NEVER_RELEASED: readonly string[];
