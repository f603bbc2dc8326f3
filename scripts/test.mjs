#!/usr/bin/env node
/**
 * `npm test`: every stage in order (docs/testing.md), stopping at the first
 * that fails, then how long each took, so a slow stage is seen in every run.
 */
import { spawnSync } from 'node:child_process';

const STAGES = ['lint', 'typecheck', 'check:deploy', 'test:worker', 'test:web', 'test:component', 'test:e2e'];

const took = [];
const started = Date.now();
let failed;
for (const stage of STAGES) {
  const t0 = Date.now();
  const res = spawnSync('npm', ['run', '--silent', stage], { stdio: 'inherit' });
  took.push([stage, (Date.now() - t0) / 1000]);
  if (res.status !== 0) {
    failed = stage;
    break;
  }
}
console.log('\nnpm test, seconds per stage:');
for (const [stage, s] of took) console.log(`  ${stage.padEnd(15)} ${s.toFixed(0).padStart(5)}`);
console.log(`  ${'total'.padEnd(15)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)}`);
if (failed) {
  console.error(`npm test: ${failed} failed`);
  process.exit(1);
}
