/**
 * Runs the search in a Web Worker and answers the solution (null when the worker could not run or
 * gave up). Loaded on first use (challenge-pool.ts), so no page's first load carries it.
 */
import type { SolverAnswer, SolverRequest } from './solver-worker';
import type { Solution } from './solve-sync';

export function solveInWorker(parameters: SolverRequest, onProgress: (tried: number) => void): Promise<Solution | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./solver-worker.ts', import.meta.url), { type: 'module', name: 'challenge-solver' });
    } catch {
      resolve(null);
      return;
    }
    const done = (solution: Solution | null) => {
      worker.terminate();
      resolve(solution);
    };
    worker.onmessage = (event: MessageEvent<SolverAnswer>) => {
      const answer = event.data;
      if (answer.type === 'progress') onProgress(answer.tried);
      else done(answer.type === 'solved' ? { counter: answer.counter, derivedKey: answer.derivedKey } : null);
    };
    worker.onerror = () => done(null);
    worker.postMessage({ salt: parameters.salt, nonce: parameters.nonce, keyPrefix: parameters.keyPrefix } satisfies SolverRequest);
  });
}
