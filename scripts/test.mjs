#!/usr/bin/env node
/**
 * `npm test`: every stage (docs/testing.md) in two chains side by side, then how long each stage
 * took, so a slow stage is seen in every run.
 *
 *   the browser chain:  check:deploy ∥ the demo seeded → test:e2e → test:web → test:component
 *   the other chain:    lint ∥ typecheck → test:worker   (at nice 10: it yields the CPU)
 *
 * Why side by side: on this 2-core machine the worker stage kept 0.9 of a core busy and the
 * browser stage about one (CPU seconds per wall second, 2026-11-29): each waits on workerd, on
 * sockets and on Chromium's pages most of its time, and one after the other the run was the sum of
 * their waits. The deploy check builds the web app and the worker (dist/client, dist/worker) from
 * these sources, and the browser stage serves that build rather than making its own. The web and
 * component stages follow the browser stage so the chains end together (a fresh-clone run beside
 * other work, 2026-11-29: deploy 34 s + browser 437 s against lint ∥ typecheck 123 s + worker 438 s
 * + web 58 s + component 59 s when they followed the worker stage).
 *
 * A chain stops at its first failing stage; the other chain runs on to its end, so one run shows
 * every failing chain. The browser stage prints as it runs (a file that hangs still shows how far
 * it got); the others print whole as each ends.
 */
import { spawn } from 'node:child_process';

// The browser stage's seeded demo, made beside the deploy check (about 25 s that were the stage's own)
const SEEDED = '.wrangler/e2e-seeded-npm-test';
const BUILT = { E2E_ASSETS: 'dist/client', E2E_MAIN: 'dist/worker/index.js', E2E_SEEDED: SEEDED };
const LIVE = 'test:e2e';
/** Steps that are no npm script: the command that runs them. */
const COMMANDS = {
  'e2e seed': ['node', ['--input-type=module', '-e', `(await import('./tests/support/local-server.mjs')).seedState(${JSON.stringify(SEEDED)})`]],
};

const took = [];
const started = Date.now();

/**
 * Runs one npm script (at a lower priority when `yielding`); answers its name if it failed, else null.
 * The other chain yields to the browser chain: journeys wait on pages against 30 s limits and
 * measure a player's drift, while lint, types and the worker tests only take longer.
 */
function run(stage, env = process.env, yielding = false) {
  const t0 = Date.now();
  const live = stage === LIVE;
  return new Promise((resolve) => {
    const [command, args] = COMMANDS[stage] ?? ['npm', ['run', '--silent', stage]];
    const child = spawn(yielding ? 'nice' : command, yielding ? ['-n', '10', command, ...args] : args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (code) => {
      took.push([stage, (Date.now() - t0) / 1000]);
      if (!live) process.stdout.write(`\n── ${stage} (exit ${code}, ${((Date.now() - t0) / 1000).toFixed(0)} s)\n${out}`);
      resolve(code === 0 ? null : stage);
    });
  });
}

/** Steps one after another (a step: stages side by side); stops at the first step that fails. */
async function chain(steps, { envOf = () => process.env, yielding = false } = {}) {
  for (const step of steps) {
    const failed = (await Promise.all(step.map((stage) => run(stage, envOf(stage), yielding)))).filter(Boolean);
    if (failed.length) return failed;
  }
  return [];
}

const failed = (
  await Promise.all([
    chain([['check:deploy', 'e2e seed'], [LIVE], ['test:web'], ['test:component']], { envOf: (stage) => (stage === LIVE ? { ...process.env, ...BUILT } : process.env) }),
    chain([['lint', 'typecheck'], ['test:worker']], { yielding: true }),
  ])
).flat();

console.log('\nnpm test, seconds per stage (two chains side by side):');
for (const [stage, s] of took) console.log(`  ${stage.padEnd(15)} ${s.toFixed(0).padStart(5)}`);
console.log(`  ${'total'.padEnd(15)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)}`);
if (failed.length) {
  console.error(`npm test: ${failed.join(', ')} failed`);
  process.exit(1);
}
