/**
 * Where things are in a backup archive (export writes, restore reads):
 *   tables/<table>/<000001>.jsonl   a table's rows as JSON objects, one a line, in rowid order
 *   objects/<R2 key>                 an object's bytes, stored as they are
 *   manifest.json                    last, since only then are the counts known
 */
export const partName = (table: string, part: number) => `tables/${table}/${String(part).padStart(6, '0')}.jsonl`;
export const PART_ENTRY = /^tables\/([^/]+)\/(\d{6})\.jsonl$/;
export const OBJECTS_PREFIX = 'objects/';
export const MANIFEST = 'manifest.json';
