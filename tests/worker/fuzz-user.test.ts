/** The fuzz suite as a signed-in reader (fuzz-suite.ts). */
import { describe } from 'vitest';
import { fuzzEveryRoute, useFuzzWorld } from './fuzz-suite';

describe('fuzz as user', () => {
  useFuzzWorld();
  fuzzEveryRoute('user');
});
