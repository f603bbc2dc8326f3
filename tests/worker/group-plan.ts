/**
 * Which files the worker stage runs (groups.ts says why test files are grouped).
 *
 * A whole run (no file named on the command line) runs each group's file and every test file in no
 * group. A run that names files (`vitest run … tests/worker/comment.test.ts`, `npm run fuzz`) runs
 * the original files it names, alone, as before grouping; a group's file only when a name says
 * `groups/`. `-t` filters tests by name in both.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { parseCLI } from 'vitest/node';
import { groups } from './groups.ts';

const TEST = '.test.ts';
const SNAPSHOT = /\b(toMatch(Inline|File)?Snapshot|toThrowErrorMatching(Inline)?Snapshot)\(/;
const testNames = (dir: string) => readdirSync(dir).filter((f) => f.endsWith(TEST)).map((f) => f.slice(0, -TEST.length));

/** The file names on vitest's command line; none when it was started another way. */
function namedFiles(argv: string[]): string[] {
  try {
    return parseCLI(['vitest', ...argv.slice(2)]).filter.map(String);
  } catch {
    return [];
  }
}

/** Fails on a group without its file, a file without its group, a missing member, one in two groups, or one with snapshots. */
function checkGroups(dir: string) {
  const files = new Set(testNames(dir));
  const groupFiles = new Set(testNames(`${dir}/groups`));
  const seen = new Map<string, string>();
  const faults: string[] = [];
  for (const [group, members] of Object.entries(groups)) {
    if (!groupFiles.has(group)) faults.push(`group "${group}" has no tests/worker/groups/${group}${TEST} (copy another group's file)`);
    for (const member of members) {
      if (!files.has(member)) faults.push(`group "${group}": tests/worker/${member}${TEST} does not exist`);
      // snapshots are found from the path of the file vitest runs: in a group they would be written anew beside the group
      else if (SNAPSHOT.test(readFileSync(`${dir}/${member}${TEST}`, 'utf8'))) faults.push(`${member}${TEST} matches snapshots: keep it out of groups`);
      if (seen.has(member)) faults.push(`${member}${TEST} is in both "${seen.get(member)}" and "${group}"`);
      seen.set(member, group);
    }
  }
  for (const file of groupFiles) if (!(file in groups)) faults.push(`tests/worker/groups/${file}${TEST} names no group in tests/worker/groups.ts`);
  if (faults.length) throw new Error(`tests/worker/groups.ts:\n  ${faults.join('\n  ')}`);
  return { grouped: new Set(seen.keys()) };
}

/** vitest's include and exclude, relative to the repository's root. */
export function workerTestFiles(root: string, argv = process.argv) {
  const { grouped } = checkGroups(`${root}/tests/worker`);
  const originals = `tests/worker/*${TEST}`;
  const groupFiles = `tests/worker/groups/*${TEST}`;
  const named = namedFiles(argv);
  if (named.length) return { include: named.some((n) => n.includes('groups/')) ? [originals, groupFiles] : [originals], exclude: [] };
  return { include: [groupFiles, originals], exclude: [...grouped].map((f) => `tests/worker/${f}${TEST}`) };
}
