import type { OnlineUser } from '../../contract/chat';
import type { SocketState } from './socket-state';

/** Distinct users with an open socket, each once however many tabs they have; earliest join wins. */
export function onlineList(sockets: Iterable<[WebSocket, SocketState]>): OnlineUser[] {
  const byUser = new Map<number, OnlineUser>();
  for (const [ws, state] of sockets) {
    if (ws.readyState !== WebSocket.OPEN) continue;
    const user = state.user;
    if (!user) continue;
    const seen = byUser.get(user.id);
    if (seen && seen.createTime <= state.since) continue;
    byUser.set(user.id, { user_id: user.id, nick_name: user.nick_name, avatar: user.avatar, createTime: state.since });
  }
  return [...byUser.values()].sort((a, b) => a.createTime.localeCompare(b.createTime));
}
