/**
 * zod's rules, as far as the chat page's socket frames use them, without zod (issue 32): a page
 * that must not download zod reads its frames with these readers, written to mirror the frame's
 * zod schema line for line (chat-frame-read.ts beside chat-frames.ts, chat-listen-read.ts beside
 * chat-listen.ts). tests/web/chat-frame-read.test.ts holds each reader to its schema's answers on
 * fixed and generated frames, so the schema stays the one truth. Like zod, an object reader keeps
 * the keys of its shape and leaves the others out.
 */

/** A reader's answer for a value it refuses (null and undefined are values a frame may hold). */
export const NO: unique symbol = Symbol('refused');
export type Reader<T> = (value: unknown) => T | typeof NO;
type Read<R> = R extends Reader<infer T> ? T : never;

interface NumberRules {
  /** zod's int(): a safe integer */
  int?: boolean;
  min?: number;
  max?: number;
}

/** zod's number() takes no NaN and no infinity. */
export const number =
  ({ int = false, min = -Infinity, max = Infinity }: NumberRules = {}): Reader<number> =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && (!int || Number.isSafeInteger(v)) && v >= min && v <= max ? v : NO;

/** zod's string bounds count code points (an emoji is one), not UTF-16 units. */
function codePoints(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

export const string =
  ({ min = 0, max = Infinity }: { min?: number; max?: number } = {}): Reader<string> =>
  (v) =>
    typeof v === 'string' && (min === 0 || codePoints(v) >= min) && (max === Infinity || codePoints(v) <= max) ? v : NO;

export const boolean: Reader<boolean> = (v) => (typeof v === 'boolean' ? v : NO);

/** zod's literal() and enum(): one of these values. */
export const oneOf =
  <const T extends readonly (string | number | boolean)[]>(...values: T): Reader<T[number]> =>
  (v) =>
    values.includes(v as T[number]) ? (v as T[number]) : NO;

export const optional =
  <T>(read: Reader<T>): Reader<T | undefined> =>
  (v) =>
    v === undefined ? undefined : read(v);

export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (v) =>
    v === null ? null : read(v);

export const array =
  <T>(read: Reader<T>): Reader<T[]> =>
  (v) => {
    if (!Array.isArray(v)) return NO;
    const out: T[] = [];
    for (const item of v) {
      const r = read(item);
      if (r === NO) return NO;
      out.push(r);
    }
    return out;
  };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const object =
  <S extends Record<string, Reader<unknown>>>(shape: S): Reader<{ [K in keyof S]: Read<S[K]> }> =>
  (v) => {
    if (!isRecord(v)) return NO;
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const r = read(v[key]);
      if (r === NO) return NO;
      // zod keeps an optional key given as undefined, and leaves out one not given
      if (r !== undefined || key in v) out[key] = r;
    }
    return out as { [K in keyof S]: Read<S[K]> };
  };

/** zod's discriminatedUnion(): the option whose `key` the value names, and no other. */
export const tagged =
  <R extends Reader<Record<string, unknown>>>(key: string, options: Record<string, R>): Reader<Read<R>> =>
  (v) => {
    if (!isRecord(v)) return NO;
    const tag = v[key];
    const read = typeof tag === 'string' && Object.hasOwn(options, tag) ? options[tag]! : null;
    return read ? (read(v) as Read<R> | typeof NO) : NO;
  };

/** A reader as the page calls it: the value, or null. */
export const orNull =
  <T>(read: Reader<T>) =>
  (v: unknown): T | null => {
    const r = read(v);
    return r === NO ? null : r;
  };
