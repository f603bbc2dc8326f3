import { useCallback, useContext, useMemo } from 'react';
import { HistoryContext, LocationContext } from './context';
import type { History, Location } from './history';
import { resolveTo, type To } from './path';

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useNavigate() works only inside a <BrowserRouter> or <MemoryRouter>.');
  return history;
}

/** The current location: pathname, search, hash, the state it was pushed with, and its entry's key (a new object for each navigation). */
export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation() works only inside a <BrowserRouter> or <MemoryRouter>.');
  return location;
}

export interface NavigateOptions {
  /** replace the current entry instead of adding one */
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** steps back (-1) or forward (1) through history */
  (delta: number): void;
}

/** Navigates to `to` (seen from the page on screen, so `?tab=x` keeps its path) or by `delta` entries. */
export function useNavigate(): NavigateFunction {
  const history = useHistory();
  const { pathname } = useLocation();
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return history.go(to);
      const path = resolveTo(to, pathname);
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    },
    [history, pathname],
  );
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The query as URLSearchParams, and a setter that navigates to the same path with a new query (react-router's tuple). */
export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) =>
      navigate(`?${new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next)}`, options),
    [navigate, params],
  );
  return [params, setParams];
}
