import { use, useEffect, useState } from 'react';
import { usePreferences } from '@/lib/preferences-store';

/**
 * The reading themes' stylesheets (issue 32): the article's first paint carries the rules they
 * share and the default theme, the one the worker's render wears (article-page.tsx); another
 * theme's own rules (`?theme-only=`, vite.config.ts) are fetched when a reader has chosen it. Each
 * import resolves once its stylesheet has loaded.
 */
const THEME_CSS: Record<string, () => Promise<unknown>> = {
  github: () => import('md-editor-rt/lib/preview.css?theme-only=github'),
  vuepress: () => import('md-editor-rt/lib/preview.css?theme-only=vuepress'),
  'mk-cute': () => import('md-editor-rt/lib/preview.css?theme-only=mk-cute'),
  'smart-blue': () => import('md-editor-rt/lib/preview.css?theme-only=smart-blue'),
  cyanosis: () => import('md-editor-rt/lib/preview.css?theme-only=cyanosis'),
};

const loaded = new Set<string>(['default']);
const loading = new Map<string, Promise<void>>();

/** Resolves once the theme's stylesheet is in the page (at once for the default one); a failed fetch may be asked again. */
function loadReadingTheme(name: string): Promise<void> {
  if (loaded.has(name)) return Promise.resolve();
  const load = THEME_CSS[name];
  if (!load) return Promise.reject(new Error(`no reading theme ${name}`));
  let pending = loading.get(name);
  if (!pending) {
    pending = load().then(
      () => void loaded.add(name),
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

// a reader's own theme is asked for as soon as the article's code runs
loadReadingTheme(usePreferences.getState().previewTheme).catch(() => undefined);

const waits = new Map<string, Promise<void>>();

/**
 * The theme's load or a second, whichever ends first; never rejects. One promise per theme, as
 * React's `use` needs (it asks again with the same one when it replays the render); a theme already
 * in is a promise marked settled, which `use` reads without suspending.
 */
function themeOrTimeout(name: string): Promise<void> {
  let wait = waits.get(name);
  if (!wait) {
    wait = loaded.has(name)
      ? Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined })
      : Promise.race([loadReadingTheme(name).catch(() => undefined), new Promise<void>((end) => setTimeout(end, 1000))]);
    waits.set(name, wait);
  }
  return wait;
}

/**
 * The theme the body wears: the chosen one once its stylesheet has loaded, until then the one it
 * wore (no unstyled moment; the text changes look once, when the new rules are there).
 * `firstPaintBody`: the body is the worker's, painted in the default theme before the app; the
 * render that takes it over waits (a second at most) for the reader's own theme, as the app's
 * first render already waits for its route (app/route-module.tsx): worn a moment later, it moved
 * the text under the reader (layout shift 0.01 to 0.03 measured on a 390 px screen).
 */
export function useReadingTheme(chosen: string, firstPaintBody: boolean): string {
  // called on every render that may take the body over, as `use` must be while it replays one
  if (firstPaintBody) use(themeOrTimeout(chosen));
  const [shown, setShown] = useState(() => (loaded.has(chosen) ? chosen : 'default'));
  useEffect(() => {
    let live = true;
    loadReadingTheme(chosen).then(
      () => live && setShown(chosen),
      () => undefined, // offline or unknown: the body keeps the theme it has
    );
    return () => {
      live = false;
    };
  }, [chosen]);
  return loaded.has(chosen) ? chosen : shown;
}
