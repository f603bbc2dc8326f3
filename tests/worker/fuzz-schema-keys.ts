/**
 * The body field names the API understands, read from the contract's zod
 * schemas rather than listed by hand: a field added to a schema is fuzzed with
 * no change here. Arrays of scalars (`idList`, `songIds`, …) become id lists.
 */

export interface SchemaKeys {
  /** every object key any schema names */
  all: string[];
  /** keys whose value is an array of scalars: ids in practice */
  idLists: string[];
  /** keys whose value is an array of objects, with the objects' own keys */
  objectLists: Record<string, string[]>;
  /** keys whose value is an object, with its keys */
  objects: Record<string, string[]>;
  /** each exported object schema: its export name (to match it with a route by words) and keys */
  shapes: { name: string; keys: string[] }[];
}

type Def = Record<string, any> & { type?: string };
const defOf = (s: unknown): Def | undefined => (s && typeof s === 'object' && '_zod' in s ? (s as any)._zod.def : undefined);

const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'];

/** The schema under optional/default/pipe/lazy wrappers (a pipe is judged by what it accepts). */
function unwrap(s: unknown, depth = 0): unknown {
  const def = defOf(s);
  if (!def || depth > 20) return s;
  if (WRAPPERS.includes(def.type ?? '')) return unwrap(def.innerType, depth + 1);
  if (def.type === 'pipe') return unwrap(def.in, depth + 1);
  if (def.type === 'lazy') return unwrap(def.getter(), depth + 1);
  return s;
}

function shapeOf(s: unknown): Record<string, unknown> | undefined {
  const def = defOf(unwrap(s));
  if (def?.type === 'object') return def.shape;
  if (def?.type === 'union') {
    for (const o of def.options) {
      const shape = shapeOf(o);
      if (shape) return shape;
    }
  }
  return undefined;
}

export function collectSchemaKeys(modules: Record<string, Record<string, unknown>>): SchemaKeys {
  const all = new Set<string>(['id', 'ids', 'idList']);
  const idLists = new Set<string>(['ids', 'idList']);
  const objectLists: Record<string, Set<string>> = {};
  const objects: Record<string, Set<string>> = {};
  const seen = new Set<unknown>();

  const walk = (s: unknown, depth: number) => {
    const def = defOf(s);
    if (!def || seen.has(s) || depth > 30) return;
    seen.add(s);
    if (def.type === 'object') {
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
        all.add(key);
        const inner = defOf(unwrap(field));
        if (inner?.type === 'array') {
          const itemShape = shapeOf(inner.element);
          if (!itemShape) idLists.add(key);
          else Object.keys(itemShape).forEach((k) => (objectLists[key] ??= new Set()).add(k));
        } else {
          const shape = shapeOf(field);
          if (shape) Object.keys(shape).forEach((k) => (objects[key] ??= new Set()).add(k));
        }
        walk(field, depth + 1);
      }
      return;
    }
    for (const child of [def.innerType, def.in, def.out, def.element, def.left, def.right, def.valueType]) walk(child, depth + 1);
    for (const list of [def.options, def.items]) if (Array.isArray(list)) list.forEach((o) => walk(o, depth + 1));
    if (def.type === 'lazy') walk(def.getter(), depth + 1);
  };

  const shapes: SchemaKeys['shapes'] = [];
  for (const mod of Object.values(modules))
    for (const [name, value] of Object.entries(mod)) {
      walk(value, 0);
      const shape = shapeOf(value);
      if (shape) shapes.push({ name, keys: Object.keys(shape) });
    }
  const record = (m: Record<string, Set<string>>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, [...v].sort()]));
  return { all: [...all].sort(), idLists: [...idLists].sort(), objectLists: record(objectLists), objects: record(objects), shapes };
}
