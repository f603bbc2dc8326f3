/**
 * The shared player's state in the room's own SQLite (issue 31): one row, written on every change,
 * read once when the room wakes. It survives hibernation, eviction and a restart of the object; a
 * row that no longer parses (an older shape, a hand edit) reads as an idle player.
 */
import { listenState, type ListenState } from '../../../contract/chat-listen';
import { IDLE } from '../../../contract/chat-listen-state';

export class ListenStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec('CREATE TABLE IF NOT EXISTS listen_state (id INTEGER PRIMARY KEY CHECK (id = 1), value TEXT NOT NULL)');
  }

  load(): ListenState {
    const row = this.sql.exec<{ value: string }>('SELECT value FROM listen_state WHERE id = 1').toArray()[0];
    if (!row) return IDLE;
    try {
      const parsed = listenState.safeParse(JSON.parse(row.value));
      return parsed.success ? parsed.data : IDLE;
    } catch {
      return IDLE;
    }
  }

  save(state: ListenState) {
    this.sql.exec('INSERT INTO listen_state (id, value) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET value = excluded.value', JSON.stringify(state));
  }
}
