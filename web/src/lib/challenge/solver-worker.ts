/**
 * The Web Worker that solves a challenge off the page's thread (a same-origin module under /assets:
 * CSP worker-src 'self'). It gets the challenge's parameters, answers progress now and then and the
 * solution at the end.
 */
import { solveSync } from './solve-sync';

export type SolverRequest = { salt: string; nonce: string; keyPrefix: string };
export type SolverAnswer = { type: 'progress'; tried: number } | { type: 'solved'; counter: number; derivedKey: string } | { type: 'failed' };

const post = (answer: SolverAnswer) => self.postMessage(answer);

self.onmessage = (event: MessageEvent<SolverRequest>) => {
  try {
    const solution = solveSync(event.data, (tried) => post({ type: 'progress', tried }));
    post(solution ? { type: 'solved', ...solution } : { type: 'failed' });
  } catch {
    post({ type: 'failed' });
  }
};
