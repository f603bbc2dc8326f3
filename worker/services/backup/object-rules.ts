/**
 * What a restored R2 object may be: the keys and content types this site's own
 * writers give objects, nothing else. An archive is a file anyone can edit, and
 * what it restores is served as the site's own (/img, /wapi/media): a key of
 * another shape or a type no upload takes (text/html, an SVG in uploads) is
 * refused before anything is written.
 *
 * The writers: `storeImage` (upload/<month>/<name>, and music/<month>/<name> for
 * the console's music covers), `storeAudio` (music/audio/), the seed's demo
 * pictures (demo/, SVG) and music library (music/audio/ WAV, music/covers/ SVG).
 */
import { ownImageKey } from '../../../contract/own-image';
import { STORAGE_KEYS } from '../../../contract/storage-keys';
import { dataTexts } from '../../../contract/admin-data';
import { AUDIO_TYPES } from '../admin-audio';
import { IMAGE_TYPES } from '../images';
import { STAGING_PREFIX } from './staging';

const SVG = 'image/svg+xml';

/** The content types a key's folder takes, most specific folder first. */
const FOLDERS: [prefix: string, types: readonly string[]][] = [
  [STORAGE_KEYS.uploads, IMAGE_TYPES],
  [STORAGE_KEYS.musicAudio, AUDIO_TYPES],
  [STORAGE_KEYS.music, [...IMAGE_TYPES, SVG]],
  [STORAGE_KEYS.demo, [...IMAGE_TYPES, SVG]],
];

/** The types a key may have, or null when no writer of ours makes such a key. */
function typesFor(key: string): readonly string[] | null {
  // the own-image rule: the key must be one /img could name (short, a small charset, no `..` or `//`)
  if (ownImageKey(`/img/${key}`) !== key || key.startsWith(STAGING_PREFIX)) return null;
  return FOLDERS.find(([prefix]) => key.startsWith(prefix) && key.length > prefix.length)?.[1] ?? null;
}

/** Why an archive's object cannot be restored (Chinese), or null when it may. */
export function objectKeyProblem(key: string): string | null {
  return typesFor(key) ? null : dataTexts.badObjectKey(key);
}

export function objectTypeProblem(key: string, contentType: string): string | null {
  const types = typesFor(key);
  if (!types) return dataTexts.badObjectKey(key);
  return types.includes(contentType) ? null : dataTexts.badObjectType(key, contentType);
}
