/** The fuzz suite as a visitor without an account (fuzz-suite.ts). */
import { describe } from 'vitest';
import { fuzzEveryRoute, fuzzFlood, useFuzzWorld } from './fuzz-suite';

describe('fuzz as anonymous', () => {
  useFuzzWorld();
  fuzzEveryRoute('anonymous');
  fuzzFlood();
});
