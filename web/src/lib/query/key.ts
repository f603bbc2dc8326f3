/** What names a query: an array whose first parts name the family (`['admin', …]`), later parts the one entry. */
export type QueryKey = readonly unknown[];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]' && Object.getPrototypeOf(value) === Object.prototype;

/**
 * One string per key, with object keys sorted, so `{ a, b }` and `{ b, a }`
 * (a console list's filters, built in any order) name the same entry.
 */
export const hashKey = (key: QueryKey): string =>
  JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, value[k]]),
        )
      : value,
  );

/**
 * Whether `key` lies under `prefix`: every part `prefix` names is equal in
 * `key` (arrays by position, objects by the fields `prefix` has), so
 * `['admin']` matches every console entry, as React Query's partial match.
 */
export function matchesPrefix(key: unknown, prefix: unknown): boolean {
  if (key === prefix) return true;
  if (typeof key !== typeof prefix || !key || !prefix || typeof key !== 'object') return false;
  return Object.keys(prefix).every((k) => matchesPrefix((key as Record<string, unknown>)[k], (prefix as Record<string, unknown>)[k]));
}

/**
 * `next`, keeping every part of `prev` that is deep-equal to its place in
 * `next` (and `prev` itself when all is). A refetch that brings the same
 * answer then hands out the same objects, so the console's forms, which copy
 * `data` into a draft in an effect keyed on it, keep what the owner typed.
 */
export function replaceEqualDeep<T>(prev: unknown, next: T): T {
  if (prev === next) return prev as T;
  const arrays = Array.isArray(prev) && Array.isArray(next);
  if (!arrays && !(isPlainObject(prev) && isPlainObject(next))) return next;
  const before = prev as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  const copy = (arrays ? [] : {}) as Record<string, unknown>;
  let same = keys.length === Object.keys(before).length;
  for (const k of keys) {
    copy[k] = replaceEqualDeep(before[k], after[k]);
    if (copy[k] !== before[k] || !(k in before)) same = false;
  }
  return (same ? prev : copy) as T;
}
