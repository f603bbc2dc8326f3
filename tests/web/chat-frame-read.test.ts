import fc from 'fast-check';
import { describe, it } from 'vitest';
import { serverFrame } from '../../contract/chat-frames';
import { readServerFrame } from '../../contract/chat-frame-read';
import { listenServerFrame, LISTEN_MAX_TRACK_MS } from '../../contract/chat-listen';
import { readListenServerFrame } from '../../contract/chat-listen-read';
import { agreesWithSchema } from './schema-agreement';

/**
 * The chat page reads the room's frames without zod (contract/chat-frame-read.ts and
 * chat-listen-read.ts, on contract/frame-read.ts: zod was 16 KB gzip of the page's first load);
 * the room builds them with the zod schemas. Both must take and refuse the same, and give the
 * same frame, on fixed frames and on frames generated near the schemas' edges.
 */
const agreeChat = agreesWithSchema(serverFrame, readServerFrame);
const agreeListen = agreesWithSchema(listenServerFrame, readListenServerFrame);

const user = { user_id: 2, nick_name: '小明', avatar: '/a.png', createTime: '2024-01-01 10:00:00' };
const message = { type: 'message', id: 7, user_id: 2, content: 'hi', content_type: 'text', nick_name: '小明', avatar: '/a.png' };
const chatSamples: unknown[] = [
  { type: 'tips', content: '撤回成功' },
  { type: 'tips', content: '太快了', level: 'error' },
  { type: 'tips', content: 'x', level: 'warn' },
  { type: 'tips', content: 'x', level: undefined },
  { type: 'tips' },
  message,
  { ...message, createdAt: '2024-01-01T00:00:00.000Z', held: true, extra: 1 },
  { ...message, content_type: 'video' },
  { ...message, held: 'yes' },
  { ...message, id: Number.NaN },
  { ...message, id: Number.POSITIVE_INFINITY },
  { ...message, id: 1.5, user_id: -3 },
  { ...message, createdAt: null },
  { type: 'onlineList', list: [user, { ...user, user_id: 3, x: 1 }] },
  { type: 'onlineList', list: [user], guests: 4 },
  { type: 'onlineList', list: [{ ...user, createTime: 5 }] },
  { type: 'onlineList', list: {} },
  { type: 'onlineList', list: [], guests: '4' },
  { type: 'guests', count: 0 },
  { type: 'guests' },
  { type: 'revert', message_id: 9 },
  { type: 'revert', message_id: '9' },
  { type: 'clear' },
  { type: 'clear', anything: [1] },
  { type: 'listenState' },
  { type: 'clock', t0: 1, t: 2 },
  { type: 'toString' },
  { type: '__proto__' },
  { type: 'constructor', content: 'x' },
  { content: 'x' },
  [{ type: 'clear' }],
  null,
  'pong',
  3,
];

const track = { id: 1, name: '晴天', artist: '周杰伦', cover: '/img/c.jpg', dt: 269_000 };
const state = { track, startedAt: 1_700_000_000_000, position: 0, queue: [{ key: 'k1', track, by: { user_id: 1, nick_name: 'a', avatar: '' }, votes: [1, 2] }], version: 3 };
const listenFrame = { type: 'listenState', state, listeners: { list: [{ user_id: 1, nick_name: 'a', avatar: '' }], guests: 2 }, control: { mode: 'chosen', users: [1] } };
const withTrack = (t: object) => ({ ...listenFrame, state: { ...state, track: { ...track, ...t } } });
const listenSamples: unknown[] = [
  listenFrame,
  { ...listenFrame, extra: true, state: { ...state, track: null, startedAt: null, position: 12.5, queue: [] } },
  withTrack({ id: 0 }),
  withTrack({ id: -1 }),
  withTrack({ id: 1.5 }),
  withTrack({ id: 2 ** 53 }),
  withTrack({ dt: 999 }),
  withTrack({ dt: 1000 }),
  withTrack({ dt: LISTEN_MAX_TRACK_MS }),
  withTrack({ dt: LISTEN_MAX_TRACK_MS + 1 }),
  withTrack({ name: 'x'.repeat(200) }),
  withTrack({ name: 'x'.repeat(201) }),
  withTrack({ name: '😀'.repeat(200) }),
  withTrack({ name: '😀'.repeat(101) }),
  withTrack({ cover: 'c'.repeat(501) }),
  { ...listenFrame, control: { mode: 'everyone', users: [] } },
  { ...listenFrame, control: { mode: 'owner', users: [1.5, -2] } },
  { ...listenFrame, listeners: { list: [] } },
  { ...listenFrame, state: { ...state, startedAt: undefined } },
  { ...listenFrame, state: { ...state, queue: [{ key: 'k', track, by: { user_id: 1 }, votes: [] }] } },
  { type: 'clock', t0: 1.5, t: 1_700_000_000_000 },
  { type: 'clock', t0: 1 },
  { type: 'clock', t0: 1, t: Number.NaN },
  { type: 'tips', content: 'x' },
  message,
  null,
  [],
];

/** Values at the schemas' edges: bounds, the wrong type, and strings whose length in UTF-16 units and in code points differ. */
const edges = fc.constantFrom<unknown>(
  0, -0, -1, 0.5, Number.MIN_VALUE, 999, 1000, LISTEN_MAX_TRACK_MS, LISTEN_MAX_TRACK_MS + 1, 2 ** 53 - 1, 2 ** 53,
  Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, '', '1', [], {}, [1],
  'x'.repeat(200), 'x'.repeat(201), '😀'.repeat(200), '😀'.repeat(201), 'c'.repeat(500), '😀'.repeat(501),
  'text', 'image', 'video', 'info', 'error', 'owner', 'chosen', 'members', 'all', 'clock', 'listenState', 'message', 'toString',
);

/** Every path into a frame, the frame itself first. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [at];
  return [at, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, Array.isArray(value) ? Number(k) : k]))];
}

/** A valid frame with one place (a field, an item, the whole) replaced by an edge value, or a field added or dropped. */
const loosened = (valid: fc.Arbitrary<unknown>) =>
  fc.tuple(valid, fc.nat(), edges, fc.constantFrom('replace', 'drop', 'keep')).map(([frame, n, edge, how]) => {
    if (how === 'keep') return frame;
    const all = paths(frame);
    const path = all[n % all.length]!;
    if (!path.length) return edge;
    const copy = structuredClone(frame) as Record<string | number, unknown>;
    let parent = copy;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    if (how === 'drop') delete parent[path.at(-1)!];
    else parent[path.at(-1)!] = edge;
    return copy;
  });

describe('chat frames: the page and the room agree', () => {
  it.each(chatSamples.map((s) => [JSON.stringify(s)?.slice(0, 70), s]))('%s', (_name, sample) => agreeChat(sample));

  it('on generated frames', () => {
    const str = fc.string({ unit: 'binary', maxLength: 8 });
    const num = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    const user = fc.record({ user_id: num, nick_name: str, avatar: str, createTime: str });
    const valid = fc.oneof(
      fc.record({ type: fc.constant('tips'), content: str, level: fc.constantFrom('info', 'error') }, { requiredKeys: ['type', 'content'] }),
      fc.record(
        { type: fc.constant('message'), id: num, user_id: num, content: str, content_type: fc.constantFrom('text', 'image'), nick_name: str, avatar: str, createdAt: str, held: fc.boolean() },
        { requiredKeys: ['type', 'id', 'user_id', 'content', 'content_type', 'nick_name', 'avatar'] },
      ),
      fc.record({ type: fc.constant('onlineList'), list: fc.array(user, { maxLength: 3 }), guests: num }, { requiredKeys: ['type', 'list'] }),
      fc.record({ type: fc.constant('guests'), count: num }),
      fc.record({ type: fc.constant('revert'), message_id: num }),
      fc.record({ type: fc.constant('clear') }),
      fc.record({ type: fc.constant('clock'), t0: num, t: num }),
    );
    fc.assert(fc.property(loosened(valid), (sample) => agreeChat(sample)), { numRuns: 3000 });
    // about a second alone; a machine busy with other runs takes several
  }, 30_000);
});

describe('一起听 frames: the page and the room agree', () => {
  it.each(listenSamples.map((s) => [JSON.stringify(s)?.slice(0, 70), s]))('%s', (_name, sample) => agreeListen(sample));

  it('on generated frames', () => {
    const str = (maxLength: number) => fc.string({ unit: 'binary', maxLength });
    const num = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    const track = fc.record({
      id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      name: str(200),
      artist: str(200),
      cover: str(500),
      dt: fc.integer({ min: 1000, max: LISTEN_MAX_TRACK_MS }),
    });
    const person = fc.record({ user_id: num, nick_name: str(6), avatar: str(6) });
    const state = fc.record({
      track: fc.option(track, { nil: null }),
      startedAt: fc.option(num, { nil: null }),
      position: num,
      queue: fc.array(fc.record({ key: str(6), track, by: person, votes: fc.array(num, { maxLength: 3 }) }), { maxLength: 2 }),
      version: num,
    });
    const valid = fc.oneof(
      fc.record({
        type: fc.constant('listenState'),
        state,
        listeners: fc.record({ list: fc.array(person, { maxLength: 2 }), guests: num }),
        control: fc.record({ mode: fc.constantFrom('owner', 'chosen', 'members'), users: fc.array(num, { maxLength: 2 }) }),
      }),
      fc.record({ type: fc.constant('clock'), t0: num, t: num }),
      fc.record({ type: fc.constant('tips'), content: str(4) }),
    );
    fc.assert(fc.property(loosened(valid), (sample) => agreeListen(sample)), { numRuns: 3000 });
  }, 30_000);
});
