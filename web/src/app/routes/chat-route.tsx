import { ChatPage } from '@/features/chat/components/chat-page';

/** /message/chat: the room fills the page (its declaration drops the footer). */
export function Component() {
  return <ChatPage />;
}
