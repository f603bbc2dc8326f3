/** Rows are the contract's ChatMessage; name and avatar are the author's at send time (the REST list refreshes them from D1). */
import type { ChatMessage, ChatPage } from '../../contract/chat';

/** How long a message may wait to be written, gathering those that come meanwhile into the same commit. */
export const HISTORY_FLUSH_MS = 100;

/**
 * The room's history in the Durable Object's own SQLite: one owner of chat data.
 * A message gets its id at once (add) and its row is written a moment later,
 * in one commit with every message that came meanwhile: while a commit is under
 * way the runtime holds back everything the room sends, and one commit per
 * message had every broadcast wait on the disk. The timer runs only while rows
 * wait, so it never keeps an idle room awake, and a room cannot hibernate with
 * one pending, so nothing waiting is lost across a hibernation. Every read
 * writes the waiting rows first, so nothing anyone asks for is missing.
 */
export class ChatHistory {
  private lastId: number;
  private waiting: ChatMessage[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

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
      updatedAt TEXT NOT NULL
    )`);
    // the number of messages, kept by triggers so a page's total never counts the history
    sql.exec('CREATE TABLE IF NOT EXISTS chat_count (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL)');
    sql.exec('CREATE TRIGGER IF NOT EXISTS chat_count_add AFTER INSERT ON chat_message BEGIN UPDATE chat_count SET n = n + 1; END');
    sql.exec('CREATE TRIGGER IF NOT EXISTS chat_count_remove AFTER DELETE ON chat_message BEGIN UPDATE chat_count SET n = n - 1; END');
    // a history older than the counter is counted once, the first time the room wakes with this code
    sql.exec('INSERT INTO chat_count (id, n) SELECT 1, (SELECT count(*) FROM chat_message) WHERE NOT EXISTS (SELECT 1 FROM chat_count)');
    // ids are handed out here, past the highest ever used (which AUTOINCREMENT records even after a clear)
    this.lastId = sql.exec<{ seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'chat_message'").toArray()[0]?.seq ?? 0;
  }

  /** The stored message, with its id and time; its row is written within HISTORY_FLUSH_MS. */
  add(msg: Omit<ChatMessage, 'id' | 'createdAt' | 'updatedAt'>): ChatMessage {
    const now = new Date().toISOString();
    const row = { ...msg, id: ++this.lastId, createdAt: now, updatedAt: now };
    this.waiting.push(row);
    this.timer ??= setTimeout(() => this.flush(), HISTORY_FLUSH_MS);
    return row;
  }

  /** Writes the waiting messages, all in one commit. */
  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.waiting;
    if (!rows.length) return;
    this.waiting = [];
    for (const r of rows) {
      this.sql.exec(
        `INSERT INTO chat_message (id, user_id, content, content_type, nick_name, avatar, createdAt, updatedAt)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        r.id,
        r.user_id,
        r.content,
        r.content_type,
        r.nick_name,
        r.avatar,
        r.createdAt,
        r.updatedAt,
      );
    }
  }

  get(id: number): ChatMessage | null {
    this.flush();
    return this.sql.exec<ChatMessage & Record<string, SqlStorageValue>>('SELECT * FROM chat_message WHERE id = ?', id).toArray()[0] ?? null;
  }

  remove(id: number): void {
    this.flush();
    this.sql.exec('DELETE FROM chat_message WHERE id = ?', id);
  }

  /** The `size` newest rows below `lastId` (0 = newest overall), returned in ascending id order (contract §3.3). */
  page(size: number, lastId: number): ChatPage {
    this.flush();
    const bound = lastId > 0 ? lastId : Number.MAX_SAFE_INTEGER;
    const rows = this.sql
      .exec<ChatMessage & Record<string, SqlStorageValue>>(
        'SELECT * FROM chat_message WHERE id < ? ORDER BY id DESC LIMIT ?',
        bound,
        size,
      )
      .toArray()
      .reverse();
    // rows below the bound: the kept count less the newer ones (as many as the reader scrolled past)
    const { total, maxId } = this.sql
      .exec<{ total: number; maxId: number | null }>(
        'SELECT (SELECT n FROM chat_count) - (SELECT count(*) FROM chat_message WHERE id >= ?) AS total, (SELECT max(id) FROM chat_message) AS maxId',
        bound,
      )
      .one();
    return { current: lastId > 0 ? lastId : maxId, size: rows.length, total, list: rows };
  }

  /** Whether a picture is still in the history (several messages may show the same file). */
  showsImage(url: string): boolean {
    this.flush();
    return this.sql.exec("SELECT 1 FROM chat_message WHERE content_type = 'image' AND content = ? LIMIT 1", url).toArray().length > 0;
  }

  /** Deletes every row and answers the image URLs they carried (their files are removed by the caller). */
  clear(): string[] {
    this.flush();
    const images = this.sql
      .exec<{ content: string }>("SELECT content FROM chat_message WHERE content_type = 'image'")
      .toArray()
      .map((r) => r.content);
    this.sql.exec('DELETE FROM chat_message');
    return images;
  }
}
