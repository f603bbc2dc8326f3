import type { ChatIdentity } from './chat-identity';
import { type AccountRow, roleOf } from './moderator';

/** How old a reading a message frame may rest on; changes made through the site do not wait for it (forget). */
export const ACCOUNT_FRESH_MS = 10_000;
/** Someone who spoke this recently is likely to speak again: their reading is read again with everyone's. */
export const ACCOUNT_SPEAKER_MS = 60_000;

/** A reading: the row (null: no account) as of `at`, last relied on at `used`. */
type Reading = { row: AccountRow | null; at: number; used: number };
/** A message's answer: the role (null: the socket speaks for nobody), and whether an older reading held (see role). */
export type Standing = { role: number | null; confirmed?: Promise<boolean> };
type Waiter = { resolve: (row: AccountRow | null) => void; reject: (err: unknown) => void };

/**
 * The accounts behind the room's sockets as last read from D1. A D1 read on a
 * message's way held that message (and everyone's copy) for the read, so a
 * message never waits for one while a reading of its account stands:
 * - a reading up to ACCOUNT_FRESH_MS old answers alone;
 * - an older reading (a speaker back after a pause, or anyone after that
 *   long: the readings of everyone who spoke in the last ACCOUNT_SPEAKER_MS
 *   are then read again in one go, however old each is, so a pause costs one
 *   read for the room and readings begun one after another line up; reads
 *   come one at a time, so a read per speaker queued up), or none yet (a first
 *   message, or the first since the room woke: the socket's identity, which
 *   the worker resolved from the live account when it joined, stands in),
 *   still answers at once, and the account is read meanwhile: `confirmed`
 *   tells whether it still stands, and the room withdraws what it let through
 *   if not.
 * Moderation (revert, offline) always reads the account as it is now. Every
 * change made through the site (role, disable, password, sign out everywhere)
 * tells the room (closeUser), which forgets the reading at once; the readings
 * only stand in for changes made around the site (a restore, an edit of the
 * database). One read at a time, for every account asked for meanwhile: a
 * hundred speakers cost a query or two, not a hundred. Memory only: a woken
 * room starts from its sockets' identities.
 */
export class AccountCache {
  private readonly readings = new Map<number, Reading>();
  /** accounts asked for since the read under way began, with whoever waits for them */
  private wanted = new Map<number, Waiter[]>();
  /** the accounts of the read under way, with whoever waits for them */
  private current = new Map<number, Waiter[]>();
  private underWay = false;
  /** forget() marks an account: a read begun before the mark is not kept */
  private readonly forgotten = new Map<number, number>();
  private marks = 0;

  constructor(private readonly read: (userIds: number[]) => Promise<Map<number, AccountRow>>) {}

  /**
   * For a message: the role by the latest reading of the account, or null.
   * A reading past ACCOUNT_FRESH_MS, or the socket's identity when there is
   * none, comes with `confirmed`: whether the account
   * as it is now still stands for this socket (a failed read confirms it: a
   * D1 outage does not silence the room). Answered in place, not as a
   * promise, whenever a reading stands: the room's broadcast then runs in the
   * frame's own turn; only a reading that refuses the socket waits for D1.
   */
  role(user: ChatIdentity, now = Date.now()): Standing | Promise<Standing> {
    const seen = this.readings.get(user.id) ?? this.joined(user, now);
    // a reading that refuses the socket is never trusted: the account may have moved on to this very socket's session
    const role = roleOf(seen.row, user);
    if (role === null) return this.roleNow(user).then((current) => ({ role: current }));
    seen.used = now;
    if (now - seen.at < ACCOUNT_FRESH_MS) return { role };
    // an old reading: every recent speaker's is read again in one go (after a pause, one read for the room);
    // a newcomer's identity is read alone, below: it says nothing of how old the others are
    if (seen.at !== -Infinity && !this.underWay) this.refresh(now);
    // a read under way answers for this message too: one begun a moment before it is newer than what it rested on
    const confirmed = (this.current.has(user.id) ? this.join(this.current, user.id) : this.load(user.id)).then(
      (row) => roleOf(row, user) !== null,
      () => true,
    );
    return { role, confirmed };
  }

  /** For moderation: the account as it is now. */
  async roleNow(user: ChatIdentity): Promise<number | null> {
    const row = await this.load(user.id);
    const reading = this.readings.get(user.id);
    if (reading) reading.used = Date.now();
    return roleOf(row, user);
  }

  /**
   * A socket's identity as a reading of unknown age: the worker read it from
   * the live account when the socket joined, but the account may have changed
   * before the socket was in the room, so it is never fresh.
   */
  private joined(user: ChatIdentity, now: number): Reading {
    const reading = { row: { role: user.role, disabled: 0, session_version: user.sv }, at: -Infinity, used: now };
    this.readings.set(user.id, reading);
    return reading;
  }

  /** The account changed: its next frame reads it again (a read already under way is not kept either). */
  forget(userId: number) {
    this.readings.delete(userId);
    this.forgotten.set(userId, ++this.marks);
  }

  /**
   * Reads again, in one go, the reading of everyone who spoke lately, however old; drops
   * the others. Readings begun at different moments (speakers who joined one after
   * another) each grew old at another moment, and every one of those moments
   * cost a read; one read for all of them lines them up.
   */
  private refresh(now: number) {
    for (const [userId, reading] of this.readings) {
      if (now - reading.used > ACCOUNT_SPEAKER_MS) this.readings.delete(userId);
      else this.ask(userId).catch(() => this.readings.delete(userId));
    }
    this.start();
  }

  private load(userId: number): Promise<AccountRow | null> {
    const row = this.ask(userId);
    this.start();
    return row;
  }

  private ask(userId: number): Promise<AccountRow | null> {
    return this.join(this.wanted, userId);
  }

  private join(batch: Map<number, Waiter[]>, userId: number): Promise<AccountRow | null> {
    return new Promise((resolve, reject) => {
      const waiting = batch.get(userId);
      if (waiting) waiting.push({ resolve, reject });
      else batch.set(userId, [{ resolve, reject }]);
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
      this.current = batch;
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
    this.current = new Map();
    this.forgotten.clear();
    this.underWay = false;
  }
}
