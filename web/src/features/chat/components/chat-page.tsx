import { useEffect, useId, type ReactNode } from 'react';
import { useChatLauncher } from '../stores/chat-launcher-store';
import { ChatRoom } from './chat-room';

/** /message/chat: the room as a full page (the layout hides the footer here); `tools`: more buttons beside 😊 and 🖼. */
export function ChatPage({ tools, listen }: { tools?: ReactNode; listen?: ReactNode }) {
  const titleId = useId();
  const setPageVisible = useChatLauncher((s) => s.setPageVisible);

  useEffect(() => {
    setPageVisible(true);
    return () => setPageVisible(false);
  }, [setPageVisible]);

  return (
    <div className="chat-page">
      <ChatRoom titleId={titleId} tools={tools} listen={listen} />
    </div>
  );
}
