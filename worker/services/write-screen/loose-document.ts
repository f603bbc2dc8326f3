/**
 * A settings document read without its zod schema, for the chat room's isolate (which loads no
 * classic zod): every field of `defaults` takes the stored value when it has the default's type
 * (a number for a number, a list of texts for a list, an object field by field), its default
 * otherwise. What the room stores was checked by the schema when the owner saved it; a row nobody
 * checked gets only these types, and compileRules (rules-match.ts) clamps every number and list.
 */
export function looseDocument<T extends object>(defaults: T, stored: string | undefined): T {
  let raw: unknown;
  try {
    raw = stored === undefined ? {} : JSON.parse(stored);
  } catch {
    raw = {};
  }
  return merge(defaults, raw) as T;
}

function merge(fallback: unknown, value: unknown): unknown {
  if (Array.isArray(fallback)) return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : fallback;
  if (fallback !== null && typeof fallback === 'object') {
    const from = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(fallback).map(([k, v]) => [k, merge(v, from[k])]));
  }
  return typeof value === typeof fallback && (typeof value !== 'number' || Number.isFinite(value)) ? value : fallback;
}
