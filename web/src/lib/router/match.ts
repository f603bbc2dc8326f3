import type { ReactNode } from 'react';

/** A route: a path pattern (`articles`, `articles/:id`, `admin/*`, `*`) or an index route, what it renders, its child routes. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

/** One route of a matched branch, outermost first: the params so far and the part of the pathname it matched. */
export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
  /** the matched part without a splat's tail: where nested routes continue */
  pathnameBase: string;
}

interface Pattern {
  regex: RegExp;
  names: string[];
}

interface Level {
  route: RouteObject;
  path: string;
}

interface Branch {
  levels: Level[];
  score: number;
  order: number[];
  /** compiled on first use: a parent's level is shared by its children's branches, but ends only its own */
  patterns?: Pattern[];
}

const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');
const trimSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * react-router's specificity, so the order routes are written in does not
 * matter: static segments beat `:params`, which beat a splat (`*`); an index
 * route beats its parent's other children at the same path.
 */
function scoreOf(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const s of segments) if (s !== '*') score += /^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10;
  return score;
}

/** Every route that can be a leaf, with the routes above it; a child's branches come before its parent's. */
function flatten(routes: RouteObject[], above: Level[] = [], aboveOrder: number[] = [], branches: Branch[] = [], abovePath = ''): Branch[] {
  routes.forEach((route, i) => {
    const levels = [...above, { route, path: route.path ?? '' }];
    const order = [...aboveOrder, i];
    const path = joinPaths(abovePath, route.path ?? '');
    if (route.children?.length) flatten(route.children, levels, order, branches, path);
    if (route.path !== undefined || route.index) branches.push({ levels, score: scoreOf(path, route.index), order });
  });
  return branches;
}

/** Siblings at the same score keep their written order; other ties keep the order flatten found them in (sort is stable). */
function bySpecificity(a: Branch, b: Branch): number {
  if (a.score !== b.score) return b.score - a.score;
  const siblings = a.order.length === b.order.length && a.order.slice(0, -1).every((n, i) => n === b.order[i]);
  return siblings ? a.order.at(-1)! - b.order.at(-1)! : 0;
}

/** A path pattern as a case-insensitive regular expression anchored at the start; `end` anchors its end too (a leaf). */
function compile(path: string, end: boolean): Pattern {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?=\\/|$)';
  }
  return { regex: new RegExp(source, 'i'), names };
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const { levels } = branch;
  const patterns = (branch.patterns ??= levels.map((level, i) => compile(level.path, i === levels.length - 1)));
  const params: Record<string, string> = {};
  const matches: RouteMatch[] = [];
  let matched = '/';
  for (const [i, level] of levels.entries()) {
    const rest = matched === '/' ? pathname : pathname.slice(matched.length) || '/';
    const found = patterns[i]!.regex.exec(rest);
    if (!found) return null;
    let base = trimSlashes(found[0]);
    patterns[i]!.names.forEach((name, n) => {
      const value = found[n + 1] ?? '';
      params[name] = value.replace(/%2F/g, '/');
      // a splat's tail is not part of the base nested routes continue from
      if (name === '*') base = trimSlashes(found[0].slice(0, found[0].length - value.length));
    });
    matches.push({ route: level.route, params, pathname: joinPaths(matched, found[0]), pathnameBase: trimSlashes(joinPaths(matched, base)).replace(/^\/*/, '/') });
    if (base !== '/') matched = joinPaths(matched, base);
  }
  return matches;
}

/** Each segment decoded (an encoded slash stays one segment), as the address bar's encoding is not part of a route. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

/** The branch of `routes` that `pathname` matches, outermost route first, or null (no route, not even a `*`). */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = ranked.get(routes);
  if (!branches) ranked.set(routes, (branches = flatten(routes).sort(bySpecificity)));
  const decoded = decodePath(pathname || '/');
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}
