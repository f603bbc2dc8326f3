import { useEffect, useId } from 'react';
import { useChatLauncher } from '../stores/chat-launcher-store';
import { ChatRoom } from './chat-room';

/** The room as a dialog over any page: 50% wide, full width on phones; Escape or the backdrop closes it. */
export function ChatDialog() {
  const open = useChatLauncher((s) => s.open);
  const setOpen = useChatLauncher((s) => s.setOpen);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  // stays mounted when closed so the socket keeps counting unread messages
  return (
    <div className={`chat-dialog${open ? ' is-open' : ''}`} hidden={!open}>
      <div className="chat-dialog__backdrop" onClick={() => setOpen(false)} />
      <div className="chat-dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <ChatRoom titleId={titleId} onClose={() => setOpen(false)} />
      </div>
    </div>
  );
}
