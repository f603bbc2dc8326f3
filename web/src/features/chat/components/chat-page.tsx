import { useEffect, useId } from 'react';
import { useChatLauncher } from '../stores/chat-launcher-store';
import { ChatRoom } from './chat-room';

/** /message/chat: the room as a full page (the layout hides the footer here). */
export function ChatPage() {
  const titleId = useId();
  const setPageVisible = useChatLauncher((s) => s.setPageVisible);

  useEffect(() => {
    setPageVisible(true);
    return () => setPageVisible(false);
  }, [setPageVisible]);

  return (
    <div className="chat-page">
      <ChatRoom titleId={titleId} />
    </div>
  );
}
