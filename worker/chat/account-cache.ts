import type { ChatIdentity } from './chat-identity';
import { type AccountRow, roleOf } from './moderator';

/** How old a reading a message frame may rest on; changes made through the site do not wait for it (forget). */
export const ACCOUNT_FRESH_MS = 10_000;

/** A reading: the row (null: no account) as of `at`, last relied on at `used`. */
type Reading = { row: AccountRow | null; at: number; used: number };
type Waiter = { resolve: (row: AccountRow | null) => void; reject: (err: unknown) => void };

/**
 * The accounts behind the room's sockets as last read from D1. A D1 read on
 * every message was most of the room's cost and its latency, so a message
 * rests on a reading up to ACCOUNT_FRESH_MS old; past half of that, the
 * readings of everyone still speaking are read again in the background, so a
 * steady speaker never waits for one. Moderation (revert, offline) always
 * reads the account as it is now. Every change made through the site (role,
 * disable, password, sign out everywhere) tells the room (closeUser), which
 * forgets the reading at once; the freshness bound is only for changes made
 * around the site (a restore, an edit of the database). One read at a time,
 * for every account asked for meanwhile: a hundred speakers cost a query or
 * two, not a hundred. Memory only: a woken room starts empty and reads again.
 */
export class AccountCache {
  private readonly readings = new Map<number, Reading>();
  /** accounts asked for since the read under way began, with whoever waits for them */
  private wanted = new Map<number, Waiter[]>();
  private underWay = false;
  /** forget() marks an account: a read begun before the mark is not kept */
  private readonly forgotten = new Map<number, number>();
  private marks = 0;

  constructor(private readonly read: (userIds: number[]) => Promise<Map<number, AccountRow>>) {}

  /** For a message: a recent reading that still stands for this socket's user, or a fresh one. */
  async role(user: ChatIdentity, now = Date.now()): Promise<number | null> {
    const seen = this.readings.get(user.id);
    // a reading that refuses the socket is never trusted: the account may have moved on to this very socket's session
    const role = seen && now - seen.at < ACCOUNT_FRESH_MS ? roleOf(seen.row, user) : null;
    if (role === null) return this.roleNow(user);
    seen!.used = now;
    if (now - seen!.at > ACCOUNT_FRESH_MS / 2 && !this.underWay) this.refresh(now);
    return role;
  }

  /** For moderation: the account as it is now. */
  async roleNow(user: ChatIdentity): Promise<number | null> {
    const row = await this.load(user.id);
    const reading = this.readings.get(user.id);
    if (reading) reading.used = Date.now();
    return roleOf(row, user);
  }

  /** The account changed: its next frame reads it again (a read already under way is not kept either). */
  forget(userId: number) {
    this.readings.delete(userId);
    this.forgotten.set(userId, ++this.marks);
  }

  /** Reads again, in one go, every reading past half its life that was relied on lately; drops the others. */
  private refresh(now: number) {
    for (const [userId, reading] of this.readings) {
      if (now - reading.used > ACCOUNT_FRESH_MS) this.readings.delete(userId);
      else if (now - reading.at > ACCOUNT_FRESH_MS / 2) this.ask(userId).catch(() => this.readings.delete(userId));
    }
    this.start();
  }

  private load(userId: number): Promise<AccountRow | null> {
    const row = this.ask(userId);
    this.start();
    return row;
  }

  private ask(userId: number): Promise<AccountRow | null> {
    return new Promise((resolve, reject) => {
      const waiting = this.wanted.get(userId);
      if (waiting) waiting.push({ resolve, reject });
      else this.wanted.set(userId, [{ resolve, reject }]);
    });
  }

  private start() {
    if (!this.underWay && this.wanted.size) void this.readAll();
  }

  /** Reads every account asked for; again while more were asked for during the read. */
  private async readAll() {
    this.underWay = true;
    while (this.wanted.size) {
      const batch = this.wanted;
      this.wanted = new Map();
      // dated when it began: each row is at least that recent
      const at = Date.now();
      const mark = this.marks;
      try {
        const rows = await this.read([...batch.keys()]);
        for (const [userId, waiters] of batch) {
          const row = rows.get(userId) ?? null;
          if ((this.forgotten.get(userId) ?? 0) <= mark) this.readings.set(userId, { row, at, used: this.readings.get(userId)?.used ?? at });
          for (const w of waiters) w.resolve(row);
        }
      } catch (err) {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
      }
    }
    // no read is under way: no mark can matter any more
    this.forgotten.clear();
    this.underWay = false;
  }
}
