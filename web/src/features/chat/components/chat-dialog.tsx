import { useCallback, useId, useRef } from 'react';
import { useLayer } from '@/components/layer/use-layer';
import { useChatLauncher } from '../stores/chat-launcher-store';
import { ChatRoom } from './chat-room';

/** The room as a dialog over any page: 50% wide, full width on phones; Escape or the backdrop closes it. */
export function ChatDialog() {
  const open = useChatLauncher((s) => s.open);
  const setOpen = useChatLauncher((s) => s.setOpen);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);

  // focus goes to the message box (or the first control when logged out), stays in the room, and back to the launcher
  useLayer(panelRef, { open, onClose: close, modal: true, initialFocus: 'textarea' });

  // stays mounted when closed so the socket keeps counting unread messages
  return (
    <div className={`chat-dialog${open ? ' is-open' : ''}`} hidden={!open}>
      <div className="chat-dialog__backdrop" onClick={close} />
      <div ref={panelRef} className="chat-dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <ChatRoom titleId={titleId} onClose={close} />
      </div>
    </div>
  );
}
