/**
 * Who may move the room's player (the owner's `listen` setting, issue 31). Read from D1 when a
 * control frame comes (they are rare: a person pressing a button) and kept for the state frames;
 * the console's save hands the new value over at once (ChatRoom.setListenControl).
 */
import { LISTEN_SETTING_KEY, listenControl, type ListenControl } from '../../../contract/chat-listen';
import { ROLE_ADMIN } from '../../../contract/session';

const DEFAULT: ListenControl = { mode: 'owner', users: [] };

/** The stored document through the room's mini schema; a missing or broken row is the default (owner only). */
export async function readListenControl(db: D1Database): Promise<ListenControl> {
  const row = await db.prepare('SELECT value FROM site_setting WHERE key = ?').bind(LISTEN_SETTING_KEY).first<{ value: string }>();
  if (!row) return DEFAULT;
  try {
    const raw = JSON.parse(row.value) as Record<string, unknown>;
    const parsed = listenControl.safeParse({ ...DEFAULT, ...raw });
    return parsed.success ? parsed.data : DEFAULT;
  } catch {
    return DEFAULT;
  }
}

/** An administrator always controls; otherwise the owner's mode decides. `role` is the account's live role. */
export function mayControl(control: ListenControl, userId: number, role: number): boolean {
  if (role === ROLE_ADMIN) return true;
  if (control.mode === 'members') return true;
  return control.mode === 'chosen' && control.users.includes(userId);
}
