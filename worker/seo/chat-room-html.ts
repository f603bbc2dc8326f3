/**
 * /message/chat's room as the app's first render draws it for a visitor (web/src/app/routes/chat-route.tsx:
 * features/chat ChatRoom connecting, 一起听's bar with nothing playing, the composer with 😊 and
 * the player's button), for the first paint (prerender.ts). The messages are the app's to draw
 * (their times are the reader's own clock); an empty room's empty state is drawn here, as it is
 * the page's largest text. React replaces this with its own, which must be the same, or the room
 * jumps as the app starts (tests/web/chat-first-render.test.tsx compares the two). Its controls are
 * drawn `disabled`, the one difference: until the app takes over, a click on 加入一起听 or text typed
 * into the box would do nothing and be lost when React replaces the markup (the 一起听 journey's
 * first click was); disabled, they say so, and a reader's click waits for the real one.
 */
const HEADPHONES =
  '<svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">' +
  '<path d="M3 18v-6a9 9 0 0 1 18 0v6M21 19a2 2 0 0 1-2 2h-1v-7h3ZM3 19a2 2 0 0 0 2 2h1v-7H3Z"></path></svg>';

const MUSIC_NOTE =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">' +
  '<path d="M9 18V5l12-2v13" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path><circle cx="6" cy="18" r="3"></circle><circle cx="18" cy="16" r="3"></circle></svg>';

const HEAD =
  '<header class="chat-room__head"><h2 class="chat-room__title">聊天室</h2>' +
  '<span class="chat-room__state"><i class="chat-spinner" aria-hidden="true"></i> 连接中…</span><span class="chat-room__spacer"></span></header>';

const LISTEN =
  '<section class="listen" aria-label="一起听"><div class="listen__row">' +
  `<span class="listen__cover" aria-hidden="true">${HEADPHONES}</span>` +
  '<div class="listen__now"><p class="listen__title"><span class="listen__badge">一起听</span><span class="listen__artist">还没有在放的歌</span></p>' +
  '<p class="listen__lyric" aria-live="off">等有人点歌</p></div>' +
  `<button type="button" class="chat-btn chat-btn--small chat-btn--primary" disabled>${HEADPHONES} 加入一起听</button></div>` +
  '<div class="listen__row listen__row--tabs"><button type="button" class="listen-tab" aria-expanded="false" disabled>待播 0</button></div></section>';

const EMPTY = '<div class="chat-list__empty"><span aria-hidden="true">💬</span><p>这里还很安静，来说第一句话吧～</p></div>';

const COMPOSER =
  '<div class="chat-composer"><div class="chat-composer__tools">' +
  '<div class="chat-composer__emoji"><button type="button" class="chat-tool" aria-label="表情" aria-expanded="false" disabled>😊</button></div>' +
  `<button type="button" class="chat-tool music-tool" aria-label="打开音乐播放器" title="音乐播放器" disabled>${MUSIC_NOTE}</button></div>` +
  '<div class="chat-composer__row"><textarea class="chat-composer__input" rows="2" placeholder="登录后就可以参与聊天啦" aria-label="聊天内容" disabled></textarea>' +
  '<button type="button" class="chat-btn chat-btn--primary chat-composer__send" aria-busy="false" disabled>发送</button></div></div>';

/** `empty`: the room's newest page (the boot block's) has no message. */
export function chatRoomHtml({ empty }: { empty: boolean }): string {
  return (
    `<div class="chat-page"><section class="chat-room">${HEAD}${LISTEN}` +
    `<div class="chat-room__main"><div class="chat-list" aria-live="polite">${empty ? EMPTY : ''}<ul class="chat-list__items"></ul></div></div>` +
    `${COMPOSER}</section></div>`
  );
}
