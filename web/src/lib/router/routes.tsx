import { Children, isValidElement, useContext, useEffect, type ReactElement, type ReactNode } from 'react';
import { RouteContext } from './context';
import { useLocation, useNavigate, type NavigateOptions } from './hooks';
import { matchRoutes, type Params, type RouteObject } from './match';
import type { To } from './path';

/** The pathname below `base` (the part an enclosing route matched), for routes nested in another route's page. */
function below(pathname: string, base: string): string {
  if (base === '/') return pathname;
  return '/' + pathname.replace(/^\//, '').split('/').slice(base.replace(/^\//, '').split('/').length).join('/');
}

const join = (base: string, path: string) => (base === '/' ? path : path === '/' ? base : `${base}${path}`);

/**
 * Renders the route that matches the location: its element, with each parent
 * route's element around it (a parent shows its child through <Outlet />).
 * Inside a page matched by a splat (`/admin/*`) it matches what the splat left.
 * No keys: a layout shared by two pages is the same element, never remounted.
 */
export function useRoutes(routes: RouteObject[]): ReactElement | null {
  const { matches: above } = useContext(RouteContext);
  const { pathname } = useLocation();
  const parent = above.at(-1);
  const base = parent?.pathnameBase ?? '/';
  const found = matchRoutes(routes, below(pathname, base));
  if (!found) return null;
  const matches = [
    ...above,
    ...found.map((m) => ({ ...m, params: { ...parent?.params, ...m.params }, pathname: join(base, m.pathname), pathnameBase: join(base, m.pathnameBase) })),
  ];
  return found.reduceRight<ReactElement | null>(
    (outlet, match, i) => (
      <RouteContext value={{ matches: matches.slice(0, above.length + i + 1), outlet }}>{match.route.element === undefined ? outlet : match.route.element}</RouteContext>
    ),
    null,
  );
}

/** The matched child route's element, for the parent route's element to place. */
export function useOutlet(): ReactElement | null {
  return useContext(RouteContext).outlet;
}

export function Outlet() {
  return useOutlet();
}

/** The `:params` (and `*`) of the route matched here and of the routes above it. */
export function useParams(): Params {
  return useContext(RouteContext).matches.at(-1)?.params ?? {};
}

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route written as JSX: only ever a child of <Routes>, which reads its props. */
export function Route(_props: RouteProps): ReactElement {
  throw new Error('<Route> is only a child of <Routes>.');
}

function routesOf(children: ReactNode): RouteObject[] {
  return Children.toArray(children)
    .filter(isValidElement<RouteProps>)
    .map(({ props: { path, index, element, children } }) => ({ path, index, element, children: children ? routesOf(children) : undefined }));
}

/** useRoutes for routes written as <Route> children. */
export function Routes({ children }: { children: ReactNode }) {
  return useRoutes(routesOf(children));
}

/** Navigates as soon as it renders (after the commit), replacing or adding an entry. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
