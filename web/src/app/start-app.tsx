import { startTransition } from 'react';

/** A separate task, so starting the app never blocks input for long at a stretch. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each its own task: React's DOM renderer, then the
 * app's modules, then the page's own route chunk and the stored session,
 * then React's first render, which is a transition so React can yield while it
 * renders. React replaces the worker's prerendered banner only once the page
 * itself is ready to show, never with an empty shell in between.
 */
async function startApp() {
  // both download at once; each is evaluated in its own task
  const dom = import('react-dom/client');
  const app = import('./app-root');
  const { createRoot } = await dom;
  await nextTask();
  const { beforeFirstRender, AppRoot } = await app;
  await nextTask();
  await beforeFirstRender(window.location.pathname);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<AppRoot />));
}

void startApp();
