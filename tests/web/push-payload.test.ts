import { describe, expect, it } from 'vitest';
import { pushPayload } from '../../contract/push';
import { pushPayloadMini } from '../../contract/push-payload';

/**
 * The service worker reads pushes with the mini-zod schema (contract/push-payload.ts); the worker
 * builds them against the classic one (contract/push.ts). Both must take and refuse the same.
 */
const samples: unknown[] = [
  { title: '新回复', body: '小明 回复了你', url: '/article?id=1#comment-5' },
  { title: '新回复', body: '', url: '/message/chat', tag: 'mention', icon: '/img/a.png' },
  { title: '', body: 'x', url: '/home' },
  { title: 't', body: 'x', url: 'https://evil.example/' },
  { title: 't', body: 'x', url: '//evil.example/' },
  { title: 't', body: 'x', url: '/\\evil' },
  { title: 't'.repeat(101), body: 'x', url: '/home' },
  { title: 't', body: 'b'.repeat(301), url: '/home' },
  { title: 't', body: 'x', url: '/home', icon: 'https://cdn.example/i.png' },
  { title: 't', body: 'x', url: '/home', tag: 7 },
  { title: 't', body: 'x' },
  null,
  'text',
];

describe('push payload: the service worker and the worker agree', () => {
  it.each(samples.map((s) => [JSON.stringify(s)?.slice(0, 60), s]))('%s', (_name, sample) => {
    expect(pushPayloadMini.safeParse(sample).success).toBe(pushPayload.safeParse(sample).success);
  });

  it('a well-formed push parses to the same payload', () => {
    const sample = { title: '新回复', body: '内容', url: '/talk?id=2', tag: 'reply' };
    expect(pushPayloadMini.parse(sample)).toEqual(pushPayload.parse(sample));
  });
});
