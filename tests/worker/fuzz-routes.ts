/**
 * The routes to fuzz, read from the Hono app itself, and the arbitraries of
 * their paths and query strings. A route added to worker/app.ts is fuzzed
 * without being listed anywhere.
 */
import fc from 'fast-check';
import type { ZodType } from 'zod';
import { MUSIC_PATHS, musicQuery } from '../../contract/music';
import { validationOf } from '../../worker/http/validate';
import { EDGE_STRINGS, MB_JSON, type RequestSpec, arbitraries, type FuzzPools } from './fuzz-arbitraries';
import { shape, type Shaped } from './fuzz-valid';

export interface FuzzRoute {
  method: string;
  path: string;
}

/**
 * `app.routes` lists every handler and middleware. Middleware shows up as
 * `ALL` on a wildcard or on a path that also has a method route; those are
 * dropped. `/ws` is a WebSocket upgrade, not fetchable as a plain request.
 */
export function routeTable(routes: readonly { method: string; path: string }[]): FuzzRoute[] {
  const withMethod = new Set(routes.filter((r) => r.method !== 'ALL').map((r) => r.path));
  const out = new Map<string, FuzzRoute>();
  for (const { method, path } of routes) {
    if (path === '/ws') continue;
    if (method === 'ALL' && (path.endsWith('*') || withMethod.has(path))) continue;
    out.set(`${method} ${path}`, { method, path });
  }
  return [...out.values()];
}

/** A route's own schemas, shaped (fuzz-valid.ts): what its JSON body, query and path take. */
export interface RouteShapes {
  json?: Shaped;
  query?: Shaped;
  param?: Shaped;
}

const COMPOSED = '__COMPOSED_HANDLER';

/**
 * The schemas validate() attached to each route's middleware (worker/http/validate.ts),
 * keyed "METHOD path". The music calls under /wapi/* check their query by path
 * (contract/music.ts) and are keyed by their own path.
 */
export function routeShapes(routes: readonly { method: string; path: string; handler: unknown }[]): Map<string, RouteShapes> {
  const out = new Map<string, RouteShapes>();
  for (const r of routes) {
    const handler = r.handler as Record<string, unknown>;
    const v = validationOf.get(handler) ?? validationOf.get(handler[COMPOSED] as object);
    if (!v || !['json', 'query', 'param'].includes(v.target)) continue;
    const key = `${r.method} ${r.path}`;
    const mine = out.get(key) ?? {};
    mine[v.target as keyof RouteShapes] = shape(v.schema, v.target !== 'json');
    out.set(key, mine);
  }
  for (const [path, endpoint] of Object.entries(MUSIC_PATHS)) out.set(`GET /wapi${path}`, { query: shape(musicQuery[endpoint] as ZodType, true) });
  return out;
}

const withQuery = (path: string, query: Record<string, unknown> | undefined) =>
  query && Object.keys(query).length ? `${path}?${new URLSearchParams(query as Record<string, string>)}` : path;

const fillPath = (path: string, params: Record<string, unknown> = {}) =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '1'))).replace(/\*$/, '');

/**
 * The targeted cases of one route: a valid request with each text field, one
 * at a time, at the longest the schema takes (CJK, emoji, % and _: past D1's
 * 50-byte LIKE limit), and one 1 MB body. Not random: every filter is tried
 * against the rows of the world on every run.
 */
export function targetedSpecs(route: FuzzRoute, shapes: RouteShapes | undefined): RequestSpec[] {
  const method = route.method === 'ALL' ? 'GET' : route.method;
  const json = shapes?.json?.base;
  const base = { json, query: shapes?.query?.base, param: shapes?.param?.base };
  const spec = (over: Partial<typeof base>): RequestSpec => {
    const { json: j, query, param } = { ...base, ...over };
    return { method, path: withQuery(fillPath(route.path, param), query), body: j && method !== 'GET' ? { kind: 'json', value: j, contentType: 'application/json' } : { kind: 'none' } };
  };
  const out: RequestSpec[] = [];
  for (const target of ['json', 'query', 'param'] as const) {
    const shaped = shapes?.[target];
    if (!shaped?.base) continue;
    for (const { key, value } of shaped.texts) out.push(spec({ [target]: { ...shaped.base, [key]: value } }));
  }
  if (!out.length && shapes && Object.values(shapes).some((s) => s?.base)) out.push(spec({}));
  if (method !== 'GET' && method !== 'HEAD') {
    const textKey = shapes?.json?.texts[0]?.key;
    const text = json && textKey ? JSON.stringify({ ...json, [textKey]: '中'.repeat(350_000) }) : MB_JSON;
    out.push({ ...spec({}), body: { kind: 'raw', text, contentType: 'application/json' } });
  }
  return out;
}

const words = (s: string) =>
  s
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2 && !['api', 'get', 'body', 'query', 'params', 'param', 'schema', 'fields', 'by', 'front', 'blog'].includes(w));

/** The key sets of the contract schemas whose export names share the most words with the route's path. */
export function likelyShapes(route: FuzzRoute, shapes: { name: string; keys: string[] }[]): string[][] {
  const mine = new Set(words(route.path));
  const scored = shapes.map((s) => ({ keys: s.keys, score: words(s.name).filter((w) => mine.has(w)).length }));
  const best = Math.max(0, ...scored.map((s) => s.score));
  return best === 0 ? [] : scored.filter((s) => s.score === best).slice(0, 4).map((s) => s.keys);
}

const TRICK_SEGMENTS = ['0', '-1', 'abc', '1.5', '99999999999', '%', '%zz', '%ff', '%c0%af', '%2e%2e', '..', '.', '%2F', '%5C', '\\', '😀', '\ud800', 'a'.repeat(5000), '%00', ' ', '1%20', ''];
const PATH_SUFFIXES = ['/', '//', '/..', '/.', '/%2e%2e/%2e%2e', '\\', '/%00', '?', '#x', '/' + 'z'.repeat(3000)];

/** The route's valid body with some of its text fields replaced by 0-2,000 bytes of UTF-8, cut to what the schema takes. */
function shapedBody(shaped: Shaped | undefined, longBytes: fc.Arbitrary<string>): fc.Arbitrary<RequestSpec['body']> | null {
  if (!shaped?.base || !shaped.texts.length) return null;
  const base = shaped.base;
  return fc.tuple(fc.subarray(shaped.texts, { minLength: 1 }), longBytes).map(([fields, text]) => ({
    kind: 'json' as const,
    value: { ...base, ...Object.fromEntries(fields.map((f) => [f.key, text.slice(0, f.value.length)])) },
    contentType: 'application/json',
  }));
}

export function requestArbitrary(route: FuzzRoute, pools: FuzzPools, likely: string[][], shapes?: RouteShapes): fc.Arbitrary<RequestSpec> {
  const a = arbitraries(pools);
  const shaped = shapedBody(shapes?.json, a.longBytes);
  const body = shaped ? fc.oneof({ weight: 2, arbitrary: shaped }, { weight: 3, arbitrary: a.body(likely) }) : a.body(likely);
  const segment = fc.oneof(
    { weight: 4, arbitrary: a.id.map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...TRICK_SEGMENTS) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
    { weight: 1, arbitrary: a.text },
    { weight: 2, arbitrary: a.longBytes.map(encodeURIComponent) },
  );
  // strings of the world that live under this route's wildcard (a stored file under /img/, a page under /)
  const prefix = route.path.replace(/\*$/, '');
  const known = pools.strings.filter((s) => s.startsWith(prefix) && s.length > prefix.length).map((s) => s.slice(prefix.length));
  const wildcard = fc.oneof(
    ...(known.length ? [fc.constantFrom(...known)] : []),
    fc.array(segment, { maxLength: 4 }).map((s) => s.join('/')),
    fc.tuple(fc.constantFrom(...(known.length ? known : ['x'])), fc.constantFrom(...TRICK_SEGMENTS)).map(([k, t]) => `${k}${t}`),
  );
  const parts = route.path.split('/').map((p) =>
    p === '*' ? wildcard : p.startsWith(':') ? segment : fc.constant(p),
  );
  const queryValue = fc.oneof(segment, fc.constantFrom(...EDGE_STRINGS), a.longBytes.map(encodeURIComponent));
  const query = fc.oneof(
    { weight: 3, arbitrary: fc.constant('') },
    { weight: 2, arbitrary: fc.array(fc.tuple(fc.constantFrom('id', 'keywords', 'limit', 'offset', 'type', 'token', ...pools.keys.all), queryValue), { minLength: 1, maxLength: 3 }).map((kv) => '?' + kv.map(([k, v]) => `${k}=${v}`).join('&')) },
    { weight: 1, arbitrary: fc.constantFrom('?%', '?id=%zz', '?id=%ff', '?%c0%af=1', '?id=😀', '?&&&==', '?a=' + 'b'.repeat(10000), '?id=1&id=2') },
  );
  const method = route.method === 'ALL' ? fc.constantFrom('GET', 'POST') : fc.oneof({ weight: 12, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') });
  // mostly the role's own token; now and then a broken or forged one
  const auth = fc.oneof(
    { weight: 10, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom('Bearer', 'Bearer x', 'abc.def.ghi', 'Bearer ' + 'a'.repeat(5000), 'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MSwicm9sZSI6MX0.') },
  );
  // mostly the route's own path; now and then a trick after it
  const suffix = fc.oneof({ weight: 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom(...PATH_SUFFIXES) });
  return fc
    .record({ method, parts: fc.tuple(...parts), suffix, query, body, auth })
    .map(({ method, parts, suffix, query, body, auth }) => {
      const spec: RequestSpec = { method, path: parts.join('/') + suffix + query, body: method === 'GET' ? { kind: 'none' } : body };
      if (auth !== undefined) spec.auth = auth;
      return spec;
    });
}
