import { lazy, Suspense, useState } from 'react';
import { useLocation } from '@/lib/router';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { useChatLauncher } from '@/features/chat/stores/chat-launcher-store';
import { usePresence } from '@/features/presence/stores/presence-store';
import '@/features/chat/components/chat-launcher.css';
import { LazyPresence } from './lazy-presence';

// the room (socket, zod frames, sanitizer, emoji) is fetched the first time someone opens it
const ChatDialog = lazy(() => import('@/features/chat/components/chat-dialog').then((m) => ({ default: m.ChatDialog })));

/** The chat button on every page but '/' (and the room's own page); the dialog mounts on first open and stays. */
export function LazyChatHost() {
  const { pathname } = useLocation();
  const setOpen = useChatLauncher((s) => s.setOpen);
  // people on the site now (issue 31): shown on the button once the room has counted them
  const online = usePresence((s) => s.site);
  const [wanted, setWanted] = useState(false);
  const onRoomPage = pathname === '/message/chat';

  const open = () => {
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <LazyPresence />
      {pathname === '/' || onRoomPage ? null : <ChatLauncher onOpen={open} online={online} />}
      {wanted && !onRoomPage ? (
        <Suspense fallback={null}>
          <ChatDialog />
        </Suspense>
      ) : null}
    </>
  );
}
