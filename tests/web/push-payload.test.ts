import fc from 'fast-check';
import { describe, it } from 'vitest';
import { pushPayload } from '../../contract/push';
import { readPushPayload } from '../../contract/push-payload';
import { agreesWithSchema } from './schema-agreement';

/**
 * The service worker reads pushes with a hand-written check (contract/push-payload.ts: zod would be
 * most of its first-visit bytes); the worker builds them against the zod schema (contract/push.ts).
 * Both must take and refuse the same, and give the same payload.
 */
const samples: unknown[] = [
  { title: '新回复', body: '小明 回复了你', url: '/article?id=1#comment-5' },
  { title: '新回复', body: '', url: '/message/chat', tag: 'mention', icon: '/img/a.png' },
  { title: '', body: 'x', url: '/home' },
  { title: 't', body: 'x', url: 'https://evil.example/' },
  { title: 't', body: 'x', url: '//evil.example/' },
  { title: 't', body: 'x', url: '/\\evil' },
  { title: 't'.repeat(100), body: 'b'.repeat(300), url: `/${'u'.repeat(499)}` },
  { title: 't'.repeat(101), body: 'x', url: '/home' },
  { title: '🙂'.repeat(50), body: 'x', url: '/home' },
  { title: '🙂'.repeat(51), body: 'x', url: '/home' },
  { title: 't', body: 'b'.repeat(301), url: '/home' },
  { title: 't', body: 'x', url: '/home', icon: 'https://cdn.example/i.png' },
  { title: 't', body: 'x', url: '/home', tag: 7 },
  { title: 't', body: 'x', url: '/home', tag: undefined, extra: 1 },
  { title: 't', body: 'x' },
  [{ title: 't', body: 'x', url: '/home' }],
  null,
  'text',
];

const agree = agreesWithSchema(pushPayload, readPushPayload);

describe('push payload: the service worker and the worker agree', () => {
  it.each(samples.map((s) => [JSON.stringify(s)?.slice(0, 60), s]))('%s', (_name, sample) => agree(sample));

  it('on generated payloads near every bound', () => {
    const path = fc.oneof(fc.constantFrom('/', '//x', '/\\x', 'x', 'https://a.example/'), fc.string({ maxLength: 520, unit: 'grapheme' }).map((s) => `/${s}`));
    const field = (max: number) => fc.oneof(fc.string({ maxLength: max + 3, unit: 'grapheme' }), fc.integer(), fc.constant(undefined), fc.constant(null));
    const payload = fc.record(
      { title: field(100), body: field(300), url: fc.oneof(path, field(5)), tag: field(100), icon: fc.oneof(path, field(5)) },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(payload, (sample) => agree(sample)), { numRuns: 500 });
  });
});
