/** Small general helpers listed in spec §9 "Other helpers". */

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/** Runs `fn` once, `delay` ms after the last call, with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, delay: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, delay);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/** Deep copy of plain data (objects, arrays, dates, maps, sets), cycles included. */
export function deepClone<T>(value: T, seen = new WeakMap<object, unknown>()): T {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value instanceof RegExp) return new RegExp(value.source, value.flags) as T;
  if (value instanceof Map) {
    const copy = new Map();
    seen.set(value, copy);
    value.forEach((v, k) => copy.set(deepClone(k, seen), deepClone(v, seen)));
    return copy as T;
  }
  if (value instanceof Set) {
    const copy = new Set();
    seen.set(value, copy);
    value.forEach((v) => copy.add(deepClone(v, seen)));
    return copy as T;
  }
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    value.forEach((v, i) => (copy[i] = deepClone(v, seen)));
    return copy as T;
  }
  const copy = Object.create(Object.getPrototypeOf(value)) as Record<PropertyKey, unknown>;
  seen.set(value, copy);
  for (const key of Reflect.ownKeys(value)) {
    copy[key] = deepClone((value as Record<PropertyKey, unknown>)[key], seen);
  }
  return copy as T;
}

/** 'rgb(r, g, b)' with each channel in 0–255. */
export function randomRgb(): string {
  const channel = () => Math.floor(Math.random() * 256);
  return `rgb(${channel()}, ${channel()}, ${channel()})`;
}

/** Only the two entities the server escapes in stored text. */
export function unescapeHtml(text: string): string {
  return text.replace(/&gt;/g, '>').replace(/&lt;/g, '<');
}

const MOBILE_UA = /Android|webOS|iPhone|iPod|iPad|BlackBerry|IEMobile|Opera Mini|Windows Phone|HarmonyOS|Mobile/i;

export function isMobileUA(ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return MOBILE_UA.test(ua);
}
