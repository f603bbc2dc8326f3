/**
 * The tool worker's chat room: the site's room (same class name, so the same Durable Object storage)
 * with one more method, so the benchmark's large data puts chat messages in through the room's own
 * history code (chat-history.ts) without the site's room growing a bulk-write door.
 */
import type { ChatMessage } from '../../contract/chat';
import { ChatHistory } from '../chat/chat-history';
import { ChatRoom as SiteChatRoom } from '../chat/chat-room';

export class ChatRoom extends SiteChatRoom {
  /**
   * Appends the messages in one storage transaction; answers how many the history holds now. A history
   * of its own on the same storage: each add writes its row, so the room's own history sees them too.
   */
  fillHistory(messages: Omit<ChatMessage, 'id' | 'createdAt' | 'updatedAt'>[]): number {
    const history = new ChatHistory(this.ctx.storage.sql);
    this.ctx.storage.transactionSync(() => {
      for (const message of messages) history.add(message);
    });
    return history.page(1, 0).total;
  }
}
