import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatConnection } from '@/features/chat/lib/chat-connection';
import { FakeSocket } from './fake-socket';

function setup() {
  const events = { status: [] as string[], frames: [] as unknown[], retries: 0, forced: 0, halted: [] as string[], accountChanged: 0 };
  const conn = new ChatConnection(
    {
      onStatus: (s) => events.status.push(s),
      onFrame: (f) => events.frames.push(f),
      onRetry: () => (events.retries += 1),
      onHalted: (reason) => {
        events.halted.push(reason);
        if (reason === 'forcedOffline') events.forced += 1;
      },
      onAccountChanged: () => (events.accountChanged += 1),
    },
    { url: (t) => `ws://x/ws?token=${t}`, createSocket: (u) => new FakeSocket(u) as unknown as WebSocket },
  );
  return { conn, events, last: () => FakeSocket.all.at(-1)! };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  FakeSocket.all = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('chat connection (spec §4)', () => {
  it('sends init on open and parses server frames, ignoring malformed ones', () => {
    const { conn, events, last } = setup();
    conn.start('tok');
    expect(last().url).toBe('ws://x/ws?token=tok');
    last().open();
    expect(JSON.parse(last().sent[0]!)).toEqual({ type: 'init' });
    last().receive({ type: 'revert', message_id: 3 });
    last().receive({ type: 'nonsense' });
    last().onmessage?.({ data: 'not json' });
    expect(events.frames).toEqual([{ type: 'revert', message_id: 3 }]);
    expect(events.status).toEqual(['connecting', 'online']);
  });

  it('a failed connection retries every 5 s, at most 5 times', () => {
    const { conn, events, last } = setup();
    conn.start('');
    for (let i = 0; i < 5; i++) {
      last().fail();
      vi.advanceTimersByTime(5000);
    }
    expect(FakeSocket.all).toHaveLength(6);
    last().fail(); // the sixth failure schedules no further 5 s retry
    vi.advanceTimersByTime(4000);
    expect(events.retries).toBe(5);
    expect(FakeSocket.all).toHaveLength(6);
    vi.advanceTimersByTime(1000); // the 30 s check keeps trying quietly
    expect(FakeSocket.all).toHaveLength(7);
  });

  it('the 30 s check reopens a closed socket and pings an open one', () => {
    const { conn, last } = setup();
    conn.start('');
    last().open();
    vi.advanceTimersByTime(30_000);
    expect(last().sent.at(-1)).toBe('ping');
    last().fail(1001); // was open: no retry storm, the check brings it back
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('a message typed while disconnected is sent after reconnecting', () => {
    const { conn, last } = setup();
    conn.start('tok');
    last().open();
    last().fail(1001);
    conn.send({ type: 'message', content: 'hi', content_type: 'text' });
    expect(FakeSocket.all).toHaveLength(2);
    last().open();
    expect(last().sent.map((s) => JSON.parse(s))).toEqual([{ type: 'init' }, { type: 'message', content: 'hi', content_type: 'text' }]);
  });

  it('forced offline (4001) stays offline until started again', () => {
    const { conn, events, last } = setup();
    conn.start('tok');
    last().open();
    last().fail(4001);
    expect(events.forced).toBe(1);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    conn.start('tok');
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('too many sockets (4002) stops this tab for good: no retry, no 30 s reopen, no send reopen storm', () => {
    const { conn, events, last } = setup();
    conn.start('tok');
    last().open();
    last().fail(4002);
    expect(events.halted).toEqual(['tooManySockets']);
    expect(events.status.at(-1)).toBe('closed');
    vi.advanceTimersByTime(10 * 60_000); // today's 30 s check would have reopened it, closing the next-oldest tab
    expect(FakeSocket.all).toHaveLength(1);
    expect(events.retries).toBe(0);
    conn.start('tok'); // the user asked for it
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('account changed (4003) reports once and rejoins once with the same session', () => {
    const { conn, events, last } = setup();
    conn.start('tok');
    last().open();
    last().fail(4003);
    expect(events.accountChanged).toBe(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(last().url).toBe('ws://x/ws?token=tok');
    last().open(); // the server now reads the session as whoever it is
    expect(JSON.parse(last().sent[0]!)).toEqual({ type: 'init' });
    expect(events.status.slice(-2)).toEqual(['connecting', 'online']);
    expect(events.halted).toEqual([]);
    // a second change for this session does not start a loop
    last().fail(4003);
    expect(events.accountChanged).toBe(2);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(events.status.at(-1)).toBe('closed');
    expect(events.retries).toBe(0);
  });

  it('a refused rejoin after 4003 stays closed without retry toasts', () => {
    const { conn, events, last } = setup();
    conn.start('tok');
    last().open();
    last().fail(4003);
    expect(FakeSocket.all).toHaveLength(2);
    last().fail(1006); // the changed account is not allowed a socket
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(events.retries).toBe(0);
    expect(events.status.at(-1)).toBe('closed');
    conn.start(''); // a new session (here: anonymous) connects normally, and may rejoin once itself
    last().open();
    last().fail(4003);
    expect(FakeSocket.all).toHaveLength(4);
  });
});
