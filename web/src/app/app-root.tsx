import { StrictMode, useEffect } from 'react';
import { BrowserRouter } from '@/lib/router';
import { restoreSession } from '@/lib/session-store';
import { AppProviders } from './providers';
import { AppRoutes, loadPageOf } from './router';

/** What the first render needs first: the page's route chunk and the stored session (decrypting it is async). */
export async function beforeFirstRender(pathname: string): Promise<void> {
  await Promise.all([loadPageOf(pathname), restoreSession()]);
}

/** The whole app: providers around the router. */
export function AppRoot() {
  // the first page is on screen: `npm run bench` counts what a first visit downloaded before this (tests/bench/bundles.mjs)
  useEffect(() => void performance.mark('app-first-render'), []);
  return (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
