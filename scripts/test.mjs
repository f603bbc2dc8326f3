#!/usr/bin/env node
/**
 * `npm test`: every stage (docs/testing.md), stopping after the first step
 * that fails, then how long each took, so a slow stage is seen in every run.
 *
 * The static checks run side by side: each is one process on one core, so on
 * two cores lint, typecheck and the deploy check finish in about the time of
 * the longest (about 40 s instead of 76 s here). Their output is printed whole
 * as each ends. The test stages use both cores themselves and run one by one.
 */
import { spawn } from 'node:child_process';

const STEPS = [['lint', 'typecheck', 'check:deploy'], ['test:worker'], ['test:web'], ['test:component'], ['test:e2e']];

// The deploy check has just built the web app and the worker (dist/client, dist/worker) from these
// sources: the browser tests serve that build rather than making their own (about 20 s here).
const BUILT = { E2E_ASSETS: 'dist/client', E2E_MAIN: 'dist/worker/index.js' };

const took = [];
const started = Date.now();

/** Runs one npm script; alone it shares the terminal, beside others its output is printed whole when it ends. */
function run(stage, alone) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const env = stage === 'test:e2e' && took.some(([done]) => done === 'check:deploy') ? { ...process.env, ...BUILT } : process.env;
    const child = spawn('npm', ['run', '--silent', stage], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (code) => {
      took.push([stage, (Date.now() - t0) / 1000]);
      if (!alone) process.stdout.write(`\n── ${stage} (exit ${code})\n${out}`);
      resolve(code === 0 ? null : stage);
    });
  });
}

const failed = [];
for (const step of STEPS) {
  failed.push(...(await Promise.all(step.map((stage) => run(stage, step.length === 1)))).filter(Boolean));
  if (failed.length) break;
}
console.log('\nnpm test, seconds per stage:');
for (const [stage, s] of took) console.log(`  ${stage.padEnd(15)} ${s.toFixed(0).padStart(5)}`);
console.log(`  ${'total'.padEnd(15)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)}`);
if (failed.length) {
  console.error(`npm test: ${failed.join(', ')} failed`);
  process.exit(1);
}
