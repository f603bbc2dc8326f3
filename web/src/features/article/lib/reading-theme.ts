import { useEffect, useState } from 'react';
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

// A reader's own theme is asked for with the article's code, to be in by the first render when it can:
// worn later, it moves the text under the reader. (Waiting for it with a top-level await here broke
// the bundle's chunk graph: tests/web/first-load.test.ts.)
loadReadingTheme(usePreferences.getState().previewTheme).catch(() => undefined);

/**
 * The theme the body wears: the chosen one once its stylesheet has loaded, until then the one it
 * wore (no unstyled moment; the text changes look once, when the new rules are there).
 */
export function useReadingTheme(chosen: string): string {
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
