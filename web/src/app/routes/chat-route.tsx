import { ChatPage } from '@/features/chat/components/chat-page';
import { MusicToolButton } from '@/features/music/components/music-disc';

/**
 * /message/chat: the room fills the page (its declaration drops the footer). The player's
 * button sits with the room's tools: the floating disc would cover the input (layout/lazy-music-player.tsx).
 */
export function Component() {
  return <ChatPage tools={<MusicToolButton className="chat-tool" />} />;
}
