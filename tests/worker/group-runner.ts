/**
 * Runs a group's member files in this one test file (tests/worker/groups.ts says why). Each member is
 * imported inside its own describe, named by its path: the hooks it declares at its top level land on
 * that describe, so they run around its own tests only, and a failure reads
 * `groups/<group>.test.ts > tests/worker/<member>.test.ts > <test>`.
 */
import { describe } from 'vitest';
import { groups } from './groups';

// every test file beside this one, loaded only when its group runs it
const testFiles = import.meta.glob('./*.test.ts');

/** Called by `groups/<name>.test.ts` with its own URL: the file's name is the group's. */
export function runGroup(groupFileUrl: string) {
  const name = new URL(groupFileUrl).pathname.split('/').pop()!.replace(/\.test\.ts$/, '');
  const members = groups[name];
  if (!members) throw new Error(`tests/worker/groups.ts has no group "${name}"`);
  for (const member of members) {
    const load = testFiles[`./${member}.test.ts`];
    if (!load) throw new Error(`group "${name}": tests/worker/${member}.test.ts does not exist`);
    // vitest awaits an async describe's body before it collects the next one
    describe(`tests/worker/${member}.test.ts`, async () => {
      await load();
    });
  }
}
