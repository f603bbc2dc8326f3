import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { HistoryContext, LocationContext } from './context';
import { createBrowserHistory, createMemoryHistory, type History } from './history';

/**
 * Provides `history` and its location to the tree. Each navigation renders as
 * a transition, as react-router's BrowserRouter did: a page whose chunk is
 * still loading suspends, and the previous page stays on screen meanwhile
 * (a store read through useSyncExternalStore could not: its updates are never
 * transitions, and a suspending one would blank the page).
 */
function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    const stop = history.listen((next) => startTransition(() => setLocation(next)));
    // a back or forward between the first render and now
    startTransition(() => setLocation(history.location));
    return stop;
  }, [history]);
  return (
    <HistoryContext value={history}>
      <LocationContext value={location}>{children}</LocationContext>
    </HistoryContext>
  );
}

/** The app's router: the browser's history, one for the whole app (the blog and the console hear each other's navigations). */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router over entries in memory, for tests: starts on the last of `initialEntries`. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}
