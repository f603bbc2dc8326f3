/**
 * Sends a generated RequestSpec through the worker's own fetch and judges the
 * answer: below 500, and for /api the envelope with a Chinese message when the
 * code is not success. Also prints a spec compactly (100 KB strings folded).
 *
 * Requests go to `app.fetch` (what worker/index.ts exports) rather than
 * `exports.default.fetch`: the pool's loopback gets slower with every call
 * (100 calls took 0.2 s at first, 3.5 s after 400), which a suite of
 * thousands of requests cannot afford.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../../worker/app';
import type { BodySpec, RequestSpec } from './fuzz-arbitraries';
import { uniqueIp } from './helpers';

export interface Answer {
  status: number;
  url: string;
  text: string;
}

function bodyInit(body: BodySpec): { init?: BodyInit; type?: string | null } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'json':
      return { init: JSON.stringify(body.value) ?? '', type: body.contentType };
    case 'raw':
      return { init: body.text, type: body.contentType };
    case 'bytes':
      return { init: new Uint8Array(body.bytes), type: body.contentType };
    case 'multipart': {
      const form = new FormData();
      for (const p of body.parts) {
        if ('value' in p) form.append(p.name, p.value);
        else form.append(p.name, new File([new Uint8Array(p.bytes)], p.filename, { type: p.type }));
      }
      return { init: form };
    }
  }
}

/** The Request a spec stands for; throws when the runtime itself refuses to build it (not the worker's fault). */
export function toRequest(spec: RequestSpec, token?: string): Request {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', 'CF-Connecting-IP': uniqueIp() });
  const auth = spec.auth ?? token;
  if (auth) headers.set('Authorization', auth);
  const canHaveBody = !['GET', 'HEAD'].includes(spec.method);
  const { init, type } = canHaveBody ? bodyInit(spec.body) : {};
  // a string body gets text/plain from fetch unless told otherwise; "no Content-Type" needs an explicit delete
  const request = new Request(`http://blog.test${spec.path}`, { method: spec.method, headers, body: init });
  if (type === null && typeof init === 'string') request.headers.delete('Content-Type');
  else if (type) request.headers.set('Content-Type', type);
  return request;
}

export async function send(spec: RequestSpec | Request, token?: string): Promise<Answer> {
  const request = spec instanceof Request ? spec : toRequest(spec, token);
  const ctx = createExecutionContext();
  const res = await app.fetch(request, env, ctx);
  // images and audio are read as bytes: only text answers are judged by their body
  const type = res.headers.get('Content-Type') ?? '';
  const text = /json|text|xml|html/.test(type) || !type ? await res.text() : `<${(await res.arrayBuffer()).byteLength} bytes of ${type}>`;
  await waitOnExecutionContext(ctx);
  return { status: res.status, url: request.url, text };
}

const HAN = /\p{Script=Han}/u;

/** What is wrong with an answer, or null. */
export function judge(answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}: ${fold(answer.text, 300)}`;
  const path = new URL(answer.url).pathname;
  if (path !== '/api' && !path.startsWith('/api/')) return null;
  // a download (the console's backup archive, /api/admin/data/export) is bytes, judged by its status alone
  if (answer.status === 200 && /^<\d+ bytes of application\/zip>$/.test(answer.text)) return null;
  let json: any;
  try {
    json = JSON.parse(answer.text);
  } catch {
    return `status ${answer.status}, /api answer is not JSON: ${fold(answer.text, 300)}`;
  }
  if (!json || typeof json !== 'object' || !('code' in json) || typeof json.message !== 'string')
    return `status ${answer.status}, /api answer is not the {code, message} envelope: ${fold(answer.text, 300)}`;
  if (json.code === 0 || json.code === '0') return null;
  if (!HAN.test(json.message)) return `status ${answer.status}, code ${json.code}: message without Chinese: ${JSON.stringify(fold(json.message, 300))}`;
  return null;
}

export function fold(s: string, max = 120): string {
  return s.length <= max ? s : `${s.slice(0, max)}…(${s.length} chars)`;
}

/** JSON with long strings and arrays folded, so a 100 KB counterexample reads in one line. */
export function show(value: unknown): string {
  const seen = new WeakSet<object>();
  const shrink = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return fold(v);
    if (!v || typeof v !== 'object') return v;
    if (seen.has(v) || depth > 6) return Array.isArray(v) ? `[…nested ${depthOf(v)} levels]` : `{…nested ${depthOf(v)} levels}`;
    seen.add(v);
    if (Array.isArray(v)) {
      const head = v.slice(0, 8).map((x) => shrink(x, depth + 1));
      return v.length > 8 ? [...head, `…(${v.length} items)`] : head;
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shrink(x, depth + 1)]));
  };
  return JSON.stringify(shrink(value, 0));
}

function depthOf(v: unknown): number {
  let d = 0;
  while (v && typeof v === 'object' && d < 100_000) {
    v = Array.isArray(v) ? v[0] : Object.values(v)[0];
    d += 1;
  }
  return d;
}

export function describeSpec(spec: RequestSpec): string {
  const b = spec.body;
  const body =
    b.kind === 'none' ? 'no body'
    : b.kind === 'json' ? `json (Content-Type ${b.contentType ?? 'none'}) ${show(b.value)}`
    : b.kind === 'raw' ? `raw (Content-Type ${b.contentType ?? 'none'}) ${JSON.stringify(fold(b.text))}`
    : b.kind === 'bytes' ? `bytes (Content-Type ${b.contentType ?? 'none'}) [${b.bytes.slice(0, 16).join(',')}${b.bytes.length > 16 ? ',…' : ''}]`
    : `multipart ${show(b.parts.map((p) => ('value' in p ? { [p.name]: p.value } : { [p.name]: `<file ${fold(p.filename, 40)} ${p.type} ${p.bytes.length} bytes>` })))}`;
  return `${spec.method} ${JSON.stringify(fold(spec.path, 200))}${spec.auth ? ` Authorization ${JSON.stringify(fold(spec.auth, 40))}` : ''} ${body}`;
}

/** For the owner's runs: any number naming a sentinel becomes an unused id, so the owner's legitimate deletes miss them. */
export function scrub<T>(value: T, protectedIds: Set<number>): T {
  const SAFE = 987_654;
  const hit = (s: string) => {
    let decoded = s;
    try {
      decoded = decodeURIComponent(s);
    } catch {
      /* garbage encoding stays as is */
    }
    return decoded.trim() !== '' && protectedIds.has(Number(decoded));
  };
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'number') return protectedIds.has(v) ? SAFE : v;
    if (typeof v === 'string') return hit(v) ? String(SAFE) : v;
    if (!v || typeof v !== 'object' || depth > 1100) return v;
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, depth + 1)]));
  };
  return walk(value, 0) as T;
}

/** The path with every segment and query value that names a sentinel replaced. */
export function scrubPath(path: string, protectedIds: Set<number>): string {
  return path.replace(/[^/?&=#\\]+/g, (part) => scrub(part, protectedIds));
}
