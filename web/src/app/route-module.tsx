import { use, type ComponentType } from 'react';
import { progressDone, progressStart } from './progress-bar';

/** A route module: `app/routes/<page>-route.tsx` exporting the page as `Component`, loaded as its own chunk. */
export type RouteModule = () => Promise<{ Component: ComponentType }>;

type Loaded = { Component: ComponentType };

const loading = new Map<RouteModule, Promise<Loaded>>();

/**
 * The route module's one download. A failed one is forgotten, so visiting the
 * page again tries again (after a deploy its old chunk is gone for good, and
 * the page's error offers a reload).
 */
export function loadRouteModule(load: RouteModule): Promise<Loaded> {
  const known = loading.get(load);
  if (known) return known;
  const promise = load();
  loading.set(load, promise);
  progressStart();
  // the fields React's `use` reads: a promise marked settled is used at once, without suspending
  promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
      progressDone();
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
      loading.delete(load);
      progressDone();
    },
  );
  return promise;
}

/**
 * A page whose module loads on first visit. Navigations are transitions
 * (BrowserRouter), so while it loads the previous page stays on screen, as
 * the data router did; a failed load throws to the page's error boundary.
 */
export function RoutePage({ load }: { load: RouteModule }) {
  const { Component } = use(loadRouteModule(load));
  return <Component />;
}
