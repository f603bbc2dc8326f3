/** The fuzz suite as the owner, with the suite's checks of itself (fuzz-suite.ts). */
import { describe } from 'vitest';
import { fuzzEveryRoute, fuzzSelfChecks, fuzzSentinels, fuzzTargeted, useFuzzWorld } from './fuzz-suite';

describe('fuzz as owner', () => {
  useFuzzWorld();
  fuzzSelfChecks();
  // before the random runs, while every table a filter reads has its rows (fuzz-world.ts)
  fuzzTargeted();
  fuzzEveryRoute('owner');
  // last: it spends two sentinels to show the check is not blind
  fuzzSentinels();
});
