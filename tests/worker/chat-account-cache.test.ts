import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_FRESH_MS, ACCOUNT_SPEAKER_MS, AccountCache } from '../../worker/chat/account-cache';
import type { ChatIdentity } from '../../worker/chat/chat-identity';
import type { AccountRow } from '../../worker/chat/moderator';

const person = (id: number, sv = 0): ChatIdentity => ({ id, role: 2, nick_name: `n${id}`, avatar: '', sv });
const live = (role = 2, session_version = 0): AccountRow => ({ role, disabled: 0, session_version });

/** A D1 stand-in: the accounts as they are "now", every read recorded; `hold` keeps reads open until released. */
function accounts(rows: Record<number, AccountRow>) {
  const reads: number[][] = [];
  let hold: Promise<void> | null = null;
  let release = () => {};
  const read = async (ids: number[]) => {
    reads.push(ids);
    // the rows as they were when the read began
    const found = new Map(ids.filter((id) => rows[id]).map((id) => [id, { ...rows[id]! }]));
    if (hold) await hold;
    return found;
  };
  return {
    rows,
    reads,
    read,
    hold() {
      hold = new Promise((r) => (release = r));
    },
    release() {
      hold = null;
      release();
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A message's answer: the role alone, once the reading stands (a confirmation, if one is asked for, waited for). */
async function speaks(cache: AccountCache, user: ChatIdentity, now?: number) {
  const { role, confirmed } = await cache.role(user, now);
  return confirmed && !(await confirmed) ? null : role;
}

describe('the accounts behind the chat sockets', () => {
  it("a first message answers at once from the socket's identity, and the account is read meanwhile", async () => {
    const d1 = accounts({ 1: live() });
    const cache = new AccountCache(d1.read);
    d1.hold();
    const first = await cache.role(person(1));
    // answered while the read is still held open
    expect(first.role).toBe(2);
    expect(d1.reads).toEqual([[1]]);
    d1.release();
    expect(await first.confirmed).toBe(true);
  });

  it('a message rests on a recent reading: one read for many messages', async () => {
    const d1 = accounts({ 1: live() });
    const cache = new AccountCache(d1.read);
    for (let i = 0; i < 5; i++) expect(await speaks(cache, person(1))).toBe(2);
    expect(d1.reads).toEqual([[1]]);
    // answered in place: the room's broadcast runs in the frame's own turn
    expect(cache.role(person(1))).not.toBeInstanceOf(Promise);
    expect((await cache.role(person(1))).confirmed).toBeUndefined();
  });

  it('an identity whose account changed before the socket was in the room is refused by the confirmation', async () => {
    const d1 = accounts({ 1: { ...live(), disabled: 1 } });
    const cache = new AccountCache(d1.read);
    const first = await cache.role(person(1));
    expect(first.role).toBe(2);
    expect(await first.confirmed).toBe(false);
    // the reading now refuses the socket: the next message is not let through at all
    expect(await cache.role(person(1))).toEqual({ role: null });
  });

  it('a reading past the freshness bound still answers at once; the account as it is now confirms or refuses it', async () => {
    const d1 = accounts({ 1: live(), 2: live() });
    const cache = new AccountCache(d1.read);
    expect(await speaks(cache, person(1))).toBe(2);
    expect(await speaks(cache, person(2))).toBe(2);
    d1.rows[1] = { ...live(), disabled: 1 };
    const later = Date.now() + ACCOUNT_FRESH_MS + 1;
    const one = await cache.role(person(1), later);
    const two = await cache.role(person(2), later);
    expect([one.role, two.role]).toEqual([2, 2]);
    expect(await one.confirmed).toBe(false);
    expect(await two.confirmed).toBe(true);
  });

  it('after a pause, one read for everyone who spoke lately; a message meanwhile joins it', async () => {
    const d1 = accounts({ 1: live(), 2: live(), 3: live() });
    const cache = new AccountCache(d1.read);
    for (const id of [1, 2, 3]) await speaks(cache, person(id));
    const before = d1.reads.length;
    d1.hold();
    const later = Date.now() + ACCOUNT_FRESH_MS + 1;
    const first = await cache.role(person(1), later);
    const second = await cache.role(person(2), later);
    expect(d1.reads.slice(before)).toEqual([[1, 2, 3]]);
    d1.release();
    expect([await first.confirmed, await second.confirmed]).toEqual([true, true]);
    // and everyone's reading is fresh again
    expect(await cache.role(person(3))).toEqual({ role: 2 });
    expect(d1.reads.slice(before)).toEqual([[1, 2, 3]]);
  });

  it('readings begun one after another are read again together, and stay together', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      const d1 = accounts({ 1: live(), 2: live(), 3: live() });
      const cache = new AccountCache(d1.read);
      // three speakers whose first readings are two seconds apart: each newcomer is read alone
      for (const [id, at] of [[1, 0], [2, 2_000], [3, 4_000]] as const) {
        vi.setSystemTime(start + at);
        expect(await speaks(cache, person(id))).toBe(2);
      }
      expect(d1.reads).toEqual([[1], [2], [3]]);
      // the oldest grows old: the three are read in the one read that confirms its message
      vi.setSystemTime(start + ACCOUNT_FRESH_MS + 1);
      expect(await speaks(cache, person(1))).toBe(2);
      expect(d1.reads.slice(3)).toEqual([[1, 2, 3]]);
      // when the youngest would have grown old, nobody needs reading
      vi.setSystemTime(start + 4_000 + ACCOUNT_FRESH_MS + 1);
      expect(await cache.role(person(3))).toEqual({ role: 2 });
      await tick();
      expect(d1.reads).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a speaker silent for longer than a minute is not read again with the others", async () => {
    const d1 = accounts({ 1: live(), 2: live() });
    const cache = new AccountCache(d1.read);
    await speaks(cache, person(1));
    await speaks(cache, person(2));
    const before = d1.reads.length;
    const start = Date.now();
    // 1 keeps speaking, 2 falls silent
    for (let t = ACCOUNT_FRESH_MS; t <= ACCOUNT_SPEAKER_MS + ACCOUNT_FRESH_MS; t += ACCOUNT_FRESH_MS) {
      const { confirmed } = await cache.role(person(1), start + t);
      await confirmed;
      await tick();
    }
    expect(d1.reads.slice(before).at(-1)).toEqual([1]);
  });

  it('a failed confirmation lets the message stand: a D1 outage does not silence the room', async () => {
    let fail = false;
    const cache = new AccountCache(async () => {
      if (fail) throw new Error('D1 is down');
      return new Map([[1, live()]]);
    });
    expect(await speaks(cache, person(1))).toBe(2);
    fail = true;
    const late = await cache.role(person(1), Date.now() + ACCOUNT_FRESH_MS + 1);
    expect(late.role).toBe(2);
    expect(await late.confirmed).toBe(true);
  });

  it("an old reading is read again with every recent speaker's; the message does not wait for it", async () => {
    const d1 = accounts({ 1: live(), 2: live() });
    const cache = new AccountCache(d1.read);
    await speaks(cache, person(1));
    await speaks(cache, person(2));
    d1.rows[2] = { ...live(), disabled: 1 };
    d1.hold();
    // the answer comes from the reading while the read is held open; the read confirms it
    const late = await cache.role(person(1), Date.now() + ACCOUNT_FRESH_MS + 1);
    expect(late.role).toBe(2);
    // everyone's reading goes in the same read
    expect(d1.reads).toEqual([[1], [2], [1, 2]]);
    d1.release();
    expect(await late.confirmed).toBe(true);
    await tick();
    // the refresh found 2's account disabled
    expect(await cache.role(person(2))).toEqual({ role: null });
  });

  it('a reading that refuses the socket is never trusted: a new session is read at once', async () => {
    const d1 = accounts({ 1: live() });
    const cache = new AccountCache(d1.read);
    expect(await speaks(cache, person(1))).toBe(2);
    // signed out everywhere and back in: the account is at version 1, and so is the new socket
    d1.rows[1] = live(2, 1);
    expect(await speaks(cache, person(1, 1))).toBe(2);
    expect(d1.reads).toHaveLength(2);
    // the old socket (version 0) now reads as nobody
    expect(await speaks(cache, person(1, 0))).toBeNull();
  });

  it('moderation always reads the account as it is now', async () => {
    const d1 = accounts({ 1: live(1) });
    const cache = new AccountCache(d1.read);
    expect(await speaks(cache, { ...person(1), role: 1 })).toBe(1);
    d1.rows[1] = live(2);
    expect(await cache.roleNow(person(1))).toBe(2);
    expect(d1.reads).toHaveLength(2);
  });

  it('forget: the next message is read again, and a read begun before is not kept', async () => {
    const d1 = accounts({ 1: live() });
    const cache = new AccountCache(d1.read);
    await speaks(cache, person(1));
    cache.forget(1);
    d1.rows[1] = { ...live(), disabled: 1 };
    expect(await speaks(cache, person(1))).toBeNull();

    d1.rows[1] = live();
    cache.forget(1);
    d1.hold();
    const during = cache.role(person(1));
    // the account changes while that read is under way, and the site tells the room
    cache.forget(1);
    d1.rows[1] = { ...live(), disabled: 1 };
    d1.release();
    const answer = await during;
    expect(answer.role).toBe(2);
    // the read began before the change: it confirms the message it was asked for, but is not kept
    expect(await answer.confirmed).toBe(true);
    expect(await speaks(cache, person(1))).toBeNull();
  });

  it('frames arriving while a read is under way share the next one', async () => {
    const d1 = accounts(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i + 1, live()])));
    const cache = new AccountCache(d1.read);
    d1.hold();
    const asked = Array.from({ length: 10 }, (_, i) => speaks(cache, person(i + 1)));
    d1.release();
    expect(await Promise.all(asked)).toEqual(Array(10).fill(2));
    expect(d1.reads).toEqual([[1], [2, 3, 4, 5, 6, 7, 8, 9, 10]]);
  });

  it('a failed read fails the moderation that waited for it, and the next frame reads again', async () => {
    let fail = true;
    const reads: number[][] = [];
    const cache = new AccountCache(async (ids) => {
      reads.push(ids);
      if (fail) throw new Error('D1 is down');
      return new Map([[1, live()]]);
    });
    await expect(cache.roleNow(person(1))).rejects.toThrow('D1 is down');
    fail = false;
    expect(await speaks(cache, person(1))).toBe(2);
    expect(reads).toHaveLength(2);
  });

  it('a deleted account reads as nobody', async () => {
    const cache = new AccountCache(accounts({}).read);
    expect(await speaks(cache, person(7))).toBeNull();
    expect(await cache.roleNow(person(7))).toBeNull();
  });
});
