import type { SocketState } from './socket-state';

/**
 * The sockets the room still talks to, with their states, in memory. Asking
 * the runtime (getWebSockets, deserializeAttachment) on every frame cost more
 * than the fan-out itself, so the room asks once: when it is built, after a
 * wake from hibernation. Every state change is written through to the
 * socket's attachment, which stays the record a woken room is rebuilt from.
 */
export class Roster {
  private readonly states = new Map<WebSocket, SocketState>();
  private readonly byUser = new Map<number, Set<WebSocket>>();
  /** anonymous sockets per client address, and in all */
  private readonly guestsByAddress = new Map<string, number>();
  private guestCount = 0;

  /** `sockets`: ctx.getWebSockets(); a socket the room sent away, or one closing, is not in the room any more. */
  constructor(sockets: WebSocket[]) {
    for (const ws of sockets) {
      const state = ws.deserializeAttachment() as SocketState | null;
      if (state && !state.departed && ws.readyState === WebSocket.OPEN) this.index(ws, state);
    }
  }

  add(ws: WebSocket, state: SocketState) {
    ws.serializeAttachment(state);
    this.index(ws, state);
  }

  get(ws: WebSocket): SocketState | undefined {
    return this.states.get(ws);
  }

  /** Writes a socket's state (changed in place) to its attachment. */
  save(ws: WebSocket) {
    const state = this.states.get(ws);
    try {
      if (state) ws.serializeAttachment(state);
    } catch {
      /* closing: its state can no longer be written */
    }
  }

  /** Takes a socket out; answers its state if it was still in the room (a close and an error event count once). */
  remove(ws: WebSocket): SocketState | undefined {
    const state = this.states.get(ws);
    if (!state) return undefined;
    this.states.delete(ws);
    if (!state.user) this.countGuest(state, -1);
    const mine = state.user && this.byUser.get(state.user.id);
    if (mine) {
      mine.delete(ws);
      if (!mine.size) this.byUser.delete(state.user!.id);
    }
    return state;
  }

  sockets(): IterableIterator<WebSocket> {
    return this.states.keys();
  }

  entries(): IterableIterator<[WebSocket, SocketState]> {
    return this.states.entries();
  }

  /** Each socket of a user in the room, with its state. */
  ofUser(userId: number): [WebSocket, SocketState][] {
    return [...(this.byUser.get(userId) ?? [])].map((ws) => [ws, this.states.get(ws)!]);
  }

  /** How many sockets a user has in the room. */
  socketCount(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Anonymous sockets in the room: from one address, and in all. */
  guests(address: string): { fromAddress: number; total: number } {
    return { fromAddress: this.guestsByAddress.get(address) ?? 0, total: this.guestCount };
  }

  /** Anonymous sockets in the room in all: the readers counted beside the online list. */
  guestTotal(): number {
    return this.guestCount;
  }

  private countGuest(state: SocketState, delta: 1 | -1) {
    const address = state.address ?? '';
    const n = (this.guestsByAddress.get(address) ?? 0) + delta;
    if (n > 0) this.guestsByAddress.set(address, n);
    else this.guestsByAddress.delete(address);
    this.guestCount += delta;
  }

  private index(ws: WebSocket, state: SocketState) {
    this.states.set(ws, state);
    if (!state.user) return this.countGuest(state, 1);
    let mine = this.byUser.get(state.user.id);
    if (!mine) this.byUser.set(state.user.id, (mine = new Set()));
    mine.add(ws);
  }
}
