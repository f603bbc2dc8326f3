/**
 * Values a route's own zod schema accepts, so a fuzzed request gets past
 * validation and reaches the query. Candidates come from the schema's
 * definition and each is checked with the schema itself (safeParse), so a
 * refinement or a cross-field rule never lets a wrong guess through.
 *
 * The text fields are then filled with the longest text of CJK, astral emoji,
 * `%` and `_` the schema still takes: a filter is evaluated with it.
 */
import type { ZodType } from 'zod';

type Def = Record<string, any> & { type?: string };
const defOf = (s: unknown): Def | undefined => (s && typeof s === 'object' && '_zod' in s ? (s as any)._zod.def : undefined);
const passes = (schema: ZodType, value: unknown) => schema.safeParse(value).success;

/** Strings that pass common formats: a guess list, each checked against the schema. */
const STRING_GUESSES = ['测试', 'a', '1', 'https://example.com/a.png', '/img/upload/a.png', 'a@example.com', '#ffffff', '2024-01-01', '2024-01-01 00:00', 'Home', 'front', 'abc123'];

/** Values the schema accepts, most plain first; `undefined` first when the field may be left out. */
function candidates(schema: unknown, depth = 0): unknown[] {
  const def = defOf(schema);
  if (!def || depth > 20) return [];
  const inner = () => candidates(def.innerType, depth + 1);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return [undefined, ...inner()];
    case 'nullable':
      return [...inner(), null];
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner();
    case 'pipe':
      return candidates(def.in, depth + 1);
    case 'lazy':
      return candidates(def.getter(), depth + 1);
    case 'union':
      return (def.options as unknown[]).flatMap((o) => candidates(o, depth + 1));
    case 'string':
      return STRING_GUESSES;
    case 'number':
    case 'int':
    case 'bigint':
      return [1, 2, 0, 10, 100];
    case 'boolean':
      return [true, false];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>);
    case 'literal':
      return [...(def.values as unknown[])];
    case 'array': {
      const item = firstValid(def.element, depth + 1);
      return item.found ? [[], [item.value]] : [[]];
    }
    case 'object': {
      const value = objectBase(schema as ZodType, depth + 1);
      return value ? [value] : [];
    }
    case 'any':
    case 'unknown':
      return ['x'];
    default:
      return [];
  }
}

function firstValid(schema: unknown, depth = 0): { found: boolean; value?: unknown } {
  for (const c of candidates(schema, depth)) if (passes(schema as ZodType, c)) return { found: true, value: c };
  return { found: false };
}

/** The smallest object the schema takes: required keys filled, optional ones left out (then added if the object still fails). */
function objectBase(schema: ZodType, depth = 0): Record<string, unknown> | undefined {
  const shape = defOf(unwrap(schema))?.shape as Record<string, unknown> | undefined;
  if (!shape) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const v = firstValid(field, depth);
    if (v.found && v.value !== undefined) out[key] = v.value;
  }
  if (passes(schema, out)) return out;
  // a rule across fields (one of two required, …): fill every field that has a value
  for (const [key, field] of Object.entries(shape)) {
    const filled = candidates(field, depth).find((c) => c !== undefined && passes(field as ZodType, c));
    if (filled !== undefined) out[key] = filled;
  }
  return passes(schema, out) ? out : undefined;
}

function unwrap(s: unknown, depth = 0): unknown {
  const def = defOf(s);
  if (!def || depth > 20) return s;
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type ?? '')) return unwrap(def.innerType, depth + 1);
  if (def.type === 'pipe') return unwrap(def.in, depth + 1);
  if (def.type === 'lazy') return unwrap(def.getter(), depth + 1);
  return s;
}

/** What a text filter is made of where bytes and characters differ most (LIKE's wildcards too). */
export const TEXT_PIECES = ['中😀%_', '中'];
const MAX_TEXT_BYTES = 2000;

const repeatTo = (piece: string, units: number) => {
  const chars = Array.from(piece);
  return Array.from({ length: units }, (_, i) => chars[i % chars.length]).join('');
};

export interface Shaped {
  /** the smallest value the schema takes, or undefined when none was found */
  base: Record<string, unknown> | undefined;
  /** for each text field: the longest text of each piece the schema still takes in it (with the rest of base) */
  texts: { key: string; value: string }[];
}

/**
 * The schema's smallest value and its text fields at their longest.
 * `asStrings`: a path or query schema, whose values arrive as strings.
 */
export function shape(schema: ZodType, asStrings = false): Shaped {
  const raw = objectBase(schema);
  const base = raw && asStrings ? Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)])) : raw;
  if (!base || (asStrings && !passes(schema, base))) return { base: undefined, texts: [] };
  const keys = Object.keys((defOf(unwrap(schema))?.shape as object) ?? {});
  const texts: Shaped['texts'] = [];
  for (const key of keys)
    for (const piece of TEXT_PIECES) {
      const value = longestAccepted(schema, base, key, piece);
      if (value) texts.push({ key, value });
    }
  return { base, texts };
}

/** The longest repeat of `piece` (up to 2,000 bytes) that `schema` takes in `key`; '' when it takes no text there. */
function longestAccepted(schema: ZodType, base: Record<string, unknown>, key: string, piece: string): string {
  const ok = (units: number) => passes(schema, { ...base, [key]: repeatTo(piece, units) });
  if (!ok(2)) return '';
  let lo = 2;
  let hi = Math.floor(MAX_TEXT_BYTES / 3);
  while (new TextEncoder().encode(repeatTo(piece, hi)).length > MAX_TEXT_BYTES) hi--;
  if (ok(hi)) return repeatTo(piece, hi);
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (ok(mid)) lo = mid;
    else hi = mid;
  }
  return repeatTo(piece, lo);
}
