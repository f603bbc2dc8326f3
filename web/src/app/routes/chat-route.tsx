import { ChatPage } from '@/features/chat/components/chat-page';
import { chatSocketPort } from '@/features/chat/lib/chat-controller';
import { ListenBar } from '@/features/listen/components/listen-bar';
import { MusicToolButton } from '@/features/music/components/music-disc';
import { listenPlayer } from '../listen-player';

/**
 * /message/chat: the room fills the page (its declaration drops the footer). The player's
 * button sits with the room's tools: the floating disc would cover the input (layout/lazy-music-player.tsx).
 * 一起听 (issue 31) rides the room's socket and drives the music player: both handed in here.
 */
export function Component() {
  return <ChatPage tools={<MusicToolButton className="chat-tool" />} listen={<ListenBar socket={chatSocketPort} player={listenPlayer} />} />;
}
