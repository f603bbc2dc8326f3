/**
 * fast-check arbitraries for the fuzz suite. Everything generated is plain
 * data (a RequestSpec), so a failing case prints as method, path and body and
 * shrinks; fuzz-request.ts turns it into a Request.
 */
import fc from 'fast-check';
import type { SchemaKeys } from './fuzz-schema-keys';

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: number[] };
export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string | null }
  | { kind: 'raw'; text: string; contentType: string | null }
  | { kind: 'bytes'; bytes: number[]; contentType: string | null }
  | { kind: 'multipart'; parts: Part[] };
export interface RequestSpec {
  method: string;
  path: string;
  body: BodySpec;
  /** an Authorization header other than the role's own token (garbage tokens) */
  auth?: string;
}

/** What the arbitraries draw on besides the contract: ids and strings of the sentinel world. */
export interface FuzzPools {
  keys: SchemaKeys;
  ids: number[];
  strings: string[];
}

const KB100 = 100_000;
const nest = (depth: number, leaf: unknown, wrap: (inner: unknown) => unknown) => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = wrap(v);
  return v;
};
/** 1,000 levels of JSON: arrays and objects. */
export const DEEP_ARRAY = nest(1000, 1, (v) => [v]);
export const DEEP_OBJECT = nest(1000, 'x', (v) => ({ a: v }));

export const HUGE_STRINGS = ['a'.repeat(KB100), '中'.repeat(KB100 / 3), '😀'.repeat(KB100 / 4), '\ud83d'.repeat(KB100 / 3), '%'.repeat(KB100)];

export const EDGE_STRINGS = [
  '', ' ', '\u0000', '\n', '%', '%zz', '%ff', '%c0%af', '%00', '%2e%2e%2f', '..', '../..', '//', '\\', '\\\\evil.example',
  '😀', '👨‍👩‍👧‍👦', '\ud800', '\udc00x', 'a\u0301\u0301\u0301', '\u202e反转', '\ufeff', 'null', 'undefined', 'NaN', 'true', '[]', '{}',
  '-1', '0', '1.5', '1e309', '9'.repeat(30), '0x10', ' 1', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>',
  "' OR 1=1 --", 'javascript:alert(1)', 'data:text/html,x', 'https://evil.example/a.png', '/\\evil.example/p.png',
  '/img/%', '/img/%zz', '/img/upload/' + 'a'.repeat(5000), '/img/music/audio/x.wav', '测试内容', '#fff',
];

/** What a text filter is made of where bytes and characters differ most: CJK (3 bytes), astral emoji (4 bytes, 2 units), LIKE's wildcards and escape. */
const BYTE_PIECES = ['中', '文', '😀', '𠀀', '%', '_', '\\', 'a', 'A', ' '];
const MAX_TEXT_BYTES = 2000;
const utf8 = new TextEncoder();

/** 0 to 2,000 bytes of UTF-8, a few pieces repeated: past D1's 50-byte LIKE limit and zod's character counts. */
export const longBytes: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 0, max: MAX_TEXT_BYTES }), fc.array(fc.constantFrom(...BYTE_PIECES), { minLength: 1, maxLength: 6 }))
  .map(([bytes, pieces]) => {
    let out = '';
    for (let i = 0; ; i++) {
      const next = out + pieces[i % pieces.length];
      if (utf8.encode(next).length > bytes) return out;
      out = next;
    }
  });

/** A JSON body of 1 MB (CJK in a field many routes read): refused by the body cap, never read whole. */
export const MB_JSON = JSON.stringify({ message: '中'.repeat(350_000), content: 'x', keyword: '%_' });

export const EDGE_NUMBERS = [0, -1, 1, 2, 3, 1.5, -0.5, 99, 100, 101, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e21, Number.MAX_VALUE, Number.MIN_VALUE];

const ID_LIST_LENGTHS = [0, 1, 99, 100, 101, 150, 500, 501, 999, 1000];

export function arbitraries(pools: FuzzPools) {
  const id = fc.oneof(
    { weight: 3, arbitrary: pools.ids.length ? fc.constantFrom(...pools.ids) : fc.nat(50) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 60 }) },
    { weight: 1, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  );
  const text = fc.oneof(
    { weight: 3, arbitrary: longBytes },
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_STRINGS, ...pools.strings) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
  );
  /** 0 to 1,000 ids: random ones, or a run 1..n that crosses D1's 100-parameter bound */
  const idList = fc.oneof(
    fc.array(id, { maxLength: 12 }),
    fc.constantFrom(...ID_LIST_LENGTHS).map((n) => Array.from({ length: n }, (_, i) => i + 1)),
    fc.array(fc.oneof(id, text), { maxLength: 5 }),
  );
  const scalar = fc.oneof(
    { weight: 3, arbitrary: id },
    { weight: 4, arbitrary: text },
    { weight: 1, arbitrary: id.map(String) },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.double() },
  );
  const anything: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: idList },
    { weight: 1, arbitrary: fc.constantFrom(DEEP_ARRAY, DEEP_OBJECT, {}, [], [[]], { '': null }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...pools.keys.all), scalar, { maxKeys: 3 }) },
  );

  const valueFor = (key: string): fc.Arbitrary<unknown> => {
    const list = pools.keys.objectLists[key];
    const obj = pools.keys.objects[key];
    if (pools.keys.idLists.includes(key)) return fc.oneof({ weight: 3, arbitrary: idList }, { weight: 1, arbitrary: anything });
    if (list) return fc.oneof({ weight: 3, arbitrary: fc.array(objectOf(list), { maxLength: 4 }) }, { weight: 1, arbitrary: idList }, { weight: 1, arbitrary: anything });
    if (obj) return fc.oneof({ weight: 3, arbitrary: objectOf(obj) }, { weight: 1, arbitrary: anything });
    return anything;
  };
  /** an object over the given keys, each left out or filled with a value for its kind */
  const objectOf = (keys: string[]): fc.Arbitrary<Record<string, unknown>> =>
    fc.record(Object.fromEntries(keys.map((k) => [k, fc.constant(null).chain(() => valueFor(k))])), { requiredKeys: [] });

  /** body objects: the shapes whose names share words with the route first, then any shape, then random keys */
  const jsonValue = (likely: string[][]) =>
    fc.oneof(
      { weight: 4, arbitrary: likely.length ? fc.constantFrom(...likely).chain(objectOf) : fc.constant({}) },
      { weight: 2, arbitrary: fc.constantFrom(...pools.keys.shapes.map((s) => s.keys)).chain(objectOf) },
      { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...pools.keys.all), anything, { maxKeys: 6 }) },
      { weight: 1, arbitrary: anything },
    );

  const contentType = fc.constantFrom<string | null>(
    'application/json',
    'application/json; charset=utf-8',
    null,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
    'application/x-junk; boundary=',
  );
  const bytes: fc.Arbitrary<number[]> = fc.oneof(
    fc.array(fc.nat(255), { maxLength: 64 }),
    fc.constantFrom<number[]>([0xff, 0xfe, 0xfd], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0xff, 0xd8, 0xff]),
  );
  const part: fc.Arbitrary<Part> = fc.oneof<fc.Arbitrary<Part>[]>(
    fc.record({ name: fc.constantFrom('file', 'audio', 'cover', 'name', ...pools.keys.all), value: text }),
    fc.record({
      name: fc.constantFrom('file', 'audio', 'cover', 'img', ''),
      filename: fc.oneof(fc.constantFrom('a.png', '../../x.png', '', '😀.png', 'a'.repeat(3000), 'x.wav'), text),
      type: fc.constantFrom('image/png', 'audio/wav', 'text/html', '', 'application/octet-stream'),
      bytes,
    }),
  );

  const body = (likely: string[][]): fc.Arbitrary<BodySpec> =>
    fc.oneof<fc.WeightedArbitrary<BodySpec>[]>(
      { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      { weight: 6, arbitrary: fc.record({ kind: fc.constant('json' as const), value: jsonValue(likely), contentType: fc.constant('application/json') }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('json' as const), value: jsonValue(likely), contentType }) },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('raw' as const),
          text: fc.oneof(fc.constantFrom('{', '}', 'null', '[]', '1', '"x"', '{"a":1,}', "{'a':1}", 'a=1&b=%zz', '['.repeat(1000) + ']'.repeat(1000), '['.repeat(5000)), text),
          contentType,
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('bytes' as const), bytes, contentType }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('raw' as const), text: fc.constant(MB_JSON), contentType: fc.constantFrom('application/json', null) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('multipart' as const), parts: fc.array(part, { maxLength: 4 }) }) },
    );

  return { id, text, idList, anything, body, longBytes };
}
