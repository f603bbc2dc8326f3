import fc from 'fast-check';
import { describe, it } from 'vitest';
import { presenceServerFrame } from '../../contract/presence';
import { readPresenceCounts } from '../../contract/presence-socket';
import { agreesWithSchema } from './schema-agreement';

/**
 * Every page reads the room's presence counts with a hand-written check (contract/presence-socket.ts:
 * zod would be most of what the presence client loads); the room's frames follow the zod schema
 * (contract/presence.ts). Both must take and refuse the same, and give the same counts.
 */
const samples: unknown[] = [
  { type: 'presence', site: 3, page: 1 },
  { type: 'presence', site: 0, page: 0 },
  { type: 'presence', site: 2.5, page: -1 },
  { type: 'presence', site: 3, page: 1, extra: 'x' },
  { type: 'presence', site: 3 },
  { type: 'presence', site: '3', page: 1 },
  { type: 'presence', site: Number.NaN, page: 1 },
  { type: 'presence', site: Number.POSITIVE_INFINITY, page: 1 },
  { type: 'presence', site: 1, page: null },
  { type: 'message', site: 1, page: 1 },
  { site: 1, page: 1 },
  [{ type: 'presence', site: 1, page: 1 }],
  null,
  'pong',
  42,
];

const agree = agreesWithSchema(presenceServerFrame, readPresenceCounts);

describe('presence counts: the page and the room agree', () => {
  it.each(samples.map((s) => [JSON.stringify(s)?.slice(0, 60), s]))('%s', (_name, sample) => agree(sample));

  it('on generated frames', () => {
    const value = fc.oneof(fc.double(), fc.integer(), fc.string({ maxLength: 4 }), fc.constant(null), fc.constant(undefined), fc.boolean());
    const frame = fc.record(
      { type: fc.oneof(fc.constant('presence'), fc.constantFrom('Presence', 'chat', ''), value), site: value, page: value, other: value },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(frame, value, fc.array(value, { maxLength: 2 })), (sample) => agree(sample)),
      { numRuns: 1000 },
    );
  });
});
