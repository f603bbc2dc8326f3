/** What wrangler serves: the web app (vite build → dist/client) and the worker (dist/worker). */
import { existsSync } from 'node:fs';
import { buildWorker, WORKER_OUT } from './build-worker.mjs';
import { rootPath, run, VITE } from './dev-env.mjs';

/** Whether both builds are there to be reused. */
export const isBuilt = () => existsSync(rootPath('dist/client/index.html')) && existsSync(rootPath(WORKER_OUT, 'index.js'));

export async function buildAll() {
  await run(VITE, ['build']);
  await buildWorker();
}
