/** Rows are the contract's ChatMessage; name and avatar are the author's at send time (the REST list refreshes them from D1). */
import type { ChatMessage, ChatPage } from '../../contract/chat';

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
      updatedAt TEXT NOT NULL
    )`);
    // the number of messages, kept by triggers so a page's total never counts the history
    sql.exec('CREATE TABLE IF NOT EXISTS chat_count (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL)');
    sql.exec('CREATE TRIGGER IF NOT EXISTS chat_count_add AFTER INSERT ON chat_message BEGIN UPDATE chat_count SET n = n + 1; END');
    sql.exec('CREATE TRIGGER IF NOT EXISTS chat_count_remove AFTER DELETE ON chat_message BEGIN UPDATE chat_count SET n = n - 1; END');
    // a history older than the counter is counted once, the first time the room wakes with this code
    sql.exec('INSERT INTO chat_count (id, n) SELECT 1, (SELECT count(*) FROM chat_message) WHERE NOT EXISTS (SELECT 1 FROM chat_count)');
  }

  /** Writes the message and answers it with its id and time; anything sent after this waits for the commit. */
  add(msg: Omit<ChatMessage, 'id' | 'createdAt' | 'updatedAt'>): ChatMessage {
    const now = new Date().toISOString();
    const { id } = this.sql
      .exec<{ id: number }>(
        `INSERT INTO chat_message (user_id, content, content_type, nick_name, avatar, createdAt, updatedAt)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        msg.user_id,
        msg.content,
        msg.content_type,
        msg.nick_name,
        msg.avatar,
        now,
        now,
      )
      .one();
    return { ...msg, id, createdAt: now, updatedAt: now };
  }

  get(id: number): ChatMessage | null {
    return this.sql.exec<ChatMessage & Record<string, SqlStorageValue>>('SELECT * FROM chat_message WHERE id = ?', id).toArray()[0] ?? null;
  }

  remove(id: number): void {
    this.sql.exec('DELETE FROM chat_message WHERE id = ?', id);
  }

  /** The `size` newest rows below `lastId` (0 = newest overall), returned in ascending id order (contract §3.3). */
  page(size: number, lastId: number): ChatPage {
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
