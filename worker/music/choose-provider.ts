import { createDb } from '../db/client';
import type { Bindings } from '../env';
import { libraryProvider } from './library-provider';
import type { MusicProvider } from './provider';
import { cacheApiStore } from './response-cache';
import { upstreamProvider } from './upstream-provider';

/** MUSIC_API_BASE set: the upstream proxy with the Cache API; unset: the built-in library. */
export function chooseProvider(env: Bindings, waitUntil?: (work: Promise<unknown>) => void): MusicProvider {
  const base = env.MUSIC_API_BASE?.trim();
  if (base) return upstreamProvider({ base, cache: cacheApiStore(caches.default), waitUntil });
  return libraryProvider(createDb(env.DB));
}
