/** Rows are the contract's ChatMessage; name and avatar are the author's at send time (the REST list refreshes them from D1). */
import type { ChatMessage, ChatPage } from '../../contract/chat';

/** A row as SQLite has it: the held state is 0/1 and a reason, which a reader's row does not carry. */
type StoredRow = Omit<ChatMessage, 'held'> & { held: number; held_reason: string } & Record<string, SqlStorageValue>;

/** A held message as the owner's queue lists it. */
export type HeldChatMessage = ChatMessage & { reason: string };

/** Who reads the history: an account (its own held messages too) or an administrator (every one). */
export interface ChatReader {
  userId?: number;
  admin?: boolean;
}

/** A row as readers get it: `held` only on a held row. */
function toMessage({ held, held_reason: _reason, ...row }: StoredRow): ChatMessage {
  return { ...(row as Omit<ChatMessage, 'held'>), ...(held ? { held: true as const } : {}) };
}

/**
 * The room's history in the Durable Object's own SQLite: one owner of chat data.
 * A message's row is written in the event that receives it (add), before the
 * room sends anything about it: the runtime's output gate then holds the
 * sender's echo and every broadcast until that write is committed, so no
 * client is ever shown a message a crash could lose, and no timer decides
 * when a row is safe (the room holds none). Messages that arrive in the same
 * turn share one commit. Ids come from AUTOINCREMENT, so a committed id is
 * never handed out again, even after a clear or a crash.
 */
export class ChatHistory {
  constructor(private readonly sql: SqlStorage) {
    // AUTOINCREMENT: ids are never reused after a clear, so a late `revert` cannot hit a newer message
    sql.exec(`CREATE TABLE IF NOT EXISTS chat_message (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL,
      content TEXT NOT NULL,
      content_type TEXT NOT NULL,
      nick_name TEXT NOT NULL DEFAULT '',
      avatar TEXT NOT NULL DEFAULT '',
      createdAt TEXT NOT NULL,
      updatedAt TEXT NOT NULL,
      held INTEGER NOT NULL DEFAULT 0,
      held_reason TEXT NOT NULL DEFAULT ''
    )`);
    // issue 29: a held message (审核中) reaches only its author and the administrators until approved
    const columns = sql.exec<{ name: string }>('PRAGMA table_info(chat_message)').toArray();
    if (!columns.some((c) => c.name === 'held')) {
      sql.exec("ALTER TABLE chat_message ADD COLUMN held INTEGER NOT NULL DEFAULT 0");
      sql.exec("ALTER TABLE chat_message ADD COLUMN held_reason TEXT NOT NULL DEFAULT ''");
    }
    sql.exec('CREATE INDEX IF NOT EXISTS chat_held_idx ON chat_message (id) WHERE held = 1');
    // the number of public messages, kept by triggers so a page's total never counts the history
    sql.exec('CREATE TABLE IF NOT EXISTS chat_count (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL)');
    // the counters before held messages counted every row: theirs give way to these
    sql.exec('DROP TRIGGER IF EXISTS chat_count_add');
    sql.exec('DROP TRIGGER IF EXISTS chat_count_remove');
    sql.exec('CREATE TRIGGER IF NOT EXISTS chat_public_add AFTER INSERT ON chat_message WHEN NEW.held = 0 BEGIN UPDATE chat_count SET n = n + 1; END');
    sql.exec('CREATE TRIGGER IF NOT EXISTS chat_public_remove AFTER DELETE ON chat_message WHEN OLD.held = 0 BEGIN UPDATE chat_count SET n = n - 1; END');
    sql.exec(
      'CREATE TRIGGER IF NOT EXISTS chat_public_release AFTER UPDATE OF held ON chat_message WHEN OLD.held <> NEW.held BEGIN UPDATE chat_count SET n = n + OLD.held - NEW.held; END',
    );
    // a history older than the counter is counted once, the first time the room wakes with this code
    sql.exec('INSERT INTO chat_count (id, n) SELECT 1, (SELECT count(*) FROM chat_message WHERE held = 0) WHERE NOT EXISTS (SELECT 1 FROM chat_count)');
  }

  /** Writes the message and answers it with its id and time; anything sent after this waits for the commit. A held one carries its reason. */
  add(msg: Omit<ChatMessage, 'id' | 'createdAt' | 'updatedAt' | 'held'>, heldReason?: string): ChatMessage {
    const now = new Date().toISOString();
    const held = heldReason === undefined ? 0 : 1;
    const { id } = this.sql
      .exec<{ id: number }>(
        `INSERT INTO chat_message (user_id, content, content_type, nick_name, avatar, createdAt, updatedAt, held, held_reason)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        msg.user_id,
        msg.content,
        msg.content_type,
        msg.nick_name,
        msg.avatar,
        now,
        now,
        held,
        heldReason ?? '',
      )
      .one();
    return { ...msg, id, createdAt: now, updatedAt: now, ...(held ? { held: true as const } : {}) };
  }

  get(id: number): ChatMessage | null {
    const row = this.sql.exec<StoredRow>('SELECT * FROM chat_message WHERE id = ?', id).toArray()[0];
    return row ? toMessage(row) : null;
  }

  /** The held messages, newest first (chat_held_idx), with their reasons, and how many wait in all. */
  heldPage(limit: number): { total: number; list: HeldChatMessage[] } {
    const list = this.sql
      .exec<StoredRow>('SELECT * FROM chat_message WHERE held = 1 ORDER BY id DESC LIMIT ?', limit)
      .toArray()
      .map((row) => ({ ...toMessage(row), reason: String(row.held_reason ?? '') }));
    const { total } = this.sql.exec<{ total: number }>('SELECT count(*) AS total FROM chat_message WHERE held = 1').one();
    return { total, list };
  }

  /** Makes held messages public; answers those that were held (now public). */
  release(ids: number[]): ChatMessage[] {
    if (!ids.length) return [];
    return this.sql
      .exec<StoredRow>(
        "UPDATE chat_message SET held = 0, held_reason = '' WHERE held = 1 AND id IN (SELECT value FROM json_each(?)) RETURNING *",
        JSON.stringify(ids),
      )
      .toArray()
      .map(toMessage);
  }

  remove(id: number): void {
    this.sql.exec('DELETE FROM chat_message WHERE id = ?', id);
  }

  /**
   * The `size` newest rows below `lastId` (0 = newest overall), returned in ascending id order (contract §3.3),
   * as `reader` may see them: public rows, the reader's own held ones, every held one for an administrator.
   * The total counts the public rows.
   */
  page(size: number, lastId: number, reader: ChatReader = {}): ChatPage {
    const bound = lastId > 0 ? lastId : Number.MAX_SAFE_INTEGER;
    const shown = reader.admin ? '' : reader.userId ? ' AND (held = 0 OR user_id = ?)' : ' AND held = 0';
    const rows = this.sql
      .exec<StoredRow>(
        `SELECT * FROM chat_message WHERE id < ?${shown} ORDER BY id DESC LIMIT ?`,
        ...(shown.includes('?') ? [bound, reader.userId!, size] : [bound, size]),
      )
      .toArray()
      .reverse()
      .map(toMessage);
    // rows below the bound: the kept count less the newer ones (as many as the reader scrolled past)
    const { total, maxId } = this.sql
      .exec<{ total: number; maxId: number | null }>(
        'SELECT (SELECT n FROM chat_count) - (SELECT count(*) FROM chat_message WHERE id >= ? AND held = 0) AS total, (SELECT max(id) FROM chat_message) AS maxId',
        bound,
      )
      .one();
    return { current: lastId > 0 ? lastId : maxId, size: rows.length, total, list: rows };
  }

  /** Whether a picture is still in the history (several messages may show the same file). */
  showsImage(url: string): boolean {
    return this.sql.exec("SELECT 1 FROM chat_message WHERE content_type = 'image' AND content = ? LIMIT 1", url).toArray().length > 0;
  }

  /** Deletes every row and answers the image URLs they carried (their files are removed by the caller). */
  clear(): string[] {
    const images = this.sql
      .exec<{ content: string }>("SELECT content FROM chat_message WHERE content_type = 'image'")
      .toArray()
      .map((r) => r.content);
    this.sql.exec('DELETE FROM chat_message');
    return images;
  }
}
