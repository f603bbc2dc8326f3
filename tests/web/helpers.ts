import { vi } from 'vitest';

export interface StubbedCall {
  url: string;
  init: RequestInit;
  body: unknown;
}

export type Route = (url: string, init: RequestInit) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs global fetch; returns the recorded calls. */
export function stubFetch(route: Route): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      calls.push({ url, init, body });
      return route(url, init);
    }),
  );
  return calls;
}
