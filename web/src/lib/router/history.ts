import { createPath, type Path } from './path';

/** A history entry as the app sees it: the URL's parts, the state it was pushed with and a key of its own. */
export interface Location extends Path {
  state: unknown;
  /** "default" for the entry the visit started on, otherwise random: tells two visits of one URL apart */
  key: string;
}

type Listener = (location: Location) => void;

/** One list of entries the router reads and writes: the browser's, or an array in tests. */
export interface History {
  readonly location: Location;
  push(to: Path, state?: unknown): void;
  replace(to: Path, state?: unknown): void;
  go(delta: number): void;
  listen(listener: Listener): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** What window.history.state holds for an entry we wrote (react-router's shape, so entries it wrote before a deploy still read). */
interface EntryState {
  usr?: unknown;
  key?: string;
}

/**
 * window.history. The location is read back from window.location after each
 * write, so a pushed `?name=中文` reads as the address bar shows it, encoded.
 * Back and forward arrive as popstate; the router listens once.
 */
export function createBrowserHistory(): History {
  const listeners = new Set<Listener>();
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const entry = window.history.state as EntryState | null;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  let location = read();
  const settle = () => {
    location = read();
    for (const listener of listeners) listener(location);
  };
  const write = (method: 'pushState' | 'replaceState', to: Path, state: unknown) => {
    const url = createPath(to);
    try {
      window.history[method]({ usr: state ?? null, key: newKey() } satisfies EntryState, '', url);
    } catch (error) {
      // a state that cannot be cloned is the caller's bug; anything else (Safari's 100 pushes a few seconds) loads the page
      if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
      window.location.assign(url);
      return;
    }
    settle();
  };
  return {
    get location() {
      return location;
    },
    push: (to, state) => write('pushState', to, state),
    replace: (to, state) => write('replaceState', to, state),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      if (!listeners.size) window.addEventListener('popstate', settle);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (!listeners.size) window.removeEventListener('popstate', settle);
      };
    },
  };
}

/** Entries in memory, for tests: starts on the last of `initialEntries`. */
export function createMemoryHistory(initialEntries: string[] = ['/']): History {
  const listeners = new Set<Listener>();
  const entry = (to: Path, state: unknown, key = newKey()): Location => ({ ...to, state: state ?? null, key });
  const entries = initialEntries.map((url, i) => {
    const u = new URL(url, 'http://h');
    return entry({ pathname: u.pathname, search: u.search, hash: u.hash }, null, i === 0 ? 'default' : undefined);
  });
  let index = entries.length - 1;
  const settle = () => {
    for (const listener of listeners) listener(entries[index]!);
  };
  return {
    get location() {
      return entries[index]!;
    },
    push(to, state) {
      entries.splice(++index, Infinity, entry(to, state));
      settle();
    },
    replace(to, state) {
      entries[index] = entry(to, state);
      settle();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      settle();
    },
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
