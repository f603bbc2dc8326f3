import type { ServerFrame } from '../../contract/chat';
import { fetchSite } from './site-fetch';

type Frame = ServerFrame & Record<string, any>;

/** A real WebSocket upgrade through the worker's own fetch, with a frame log to wait on. */
export async function openSocket(token?: string, headers: Record<string, string> = {}) {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const res = await fetchSite(`http://blog.test/ws${query}`, { headers: { Upgrade: 'websocket', ...headers } });
  if (res.status !== 101 || !res.webSocket) throw new Error(`upgrade failed: ${res.status}`);
  const ws = res.webSocket;
  ws.accept();
  const frames: Frame[] = [];
  const listeners = new Set<() => void>();
  let closeCode: number | null = null;
  ws.addEventListener('message', (e) => {
    frames.push(JSON.parse(String(e.data)));
    listeners.forEach((l) => l());
  });
  ws.addEventListener('close', (e) => {
    closeCode = e.code;
    listeners.forEach((l) => l());
  });

  /** Resolves with the first frame (after `from`) matching `test`. */
  function waitFor(test: (f: Frame) => boolean, from = 0, ms = 2000): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const hit = frames.slice(from).find(test);
        if (hit) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve(hit);
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no matching frame; got ${JSON.stringify(frames.slice(from))}`));
      }, ms);
      listeners.add(check);
      check();
    });
  }

  function waitClose(ms = 2000): Promise<number> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (closeCode !== null) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve(closeCode);
        }
      };
      const timer = setTimeout(() => reject(new Error('socket not closed')), ms);
      listeners.add(check);
      check();
    });
  }

  return {
    ws,
    frames,
    waitFor,
    waitClose,
    send: (frame: unknown) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    mark: () => frames.length,
    close: () => ws.close(1000, 'bye'),
  };
}

export type TestSocket = Awaited<ReturnType<typeof openSocket>>;

export const isOnline = (ids: number[]) => (f: Frame) =>
  f.type === 'onlineList' && ids.every((id) => f.list.some((u: { user_id: number }) => u.user_id === id));

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
