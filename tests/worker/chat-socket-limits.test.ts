import { describe, expect, it } from 'vitest';
import { CHAT_MAX_FRAME_BYTES, CLOSE_TOO_MANY_SOCKETS, chatMessages } from '../../contract/chat-protocol';
import { MAX_GUEST_SOCKETS, MAX_GUEST_SOCKETS_PER_ADDRESS, guestRefusal } from '../../worker/chat/socket-state';
import { makeUser } from './helpers';
import { openSocket, sleep } from './chat-helpers';

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/** A legal message frame of exactly `size` bytes: ideographic spaces (3 bytes, trimmed away) in its content, JSON spaces after. */
function frameOf(size: number, mark: string) {
  const base = `{"type":"message","content":"${mark}"}`;
  const wide = Math.floor((size - bytes(base)) / 3);
  const frame = `{"type":"message","content":"${'\u3000'.repeat(wide)}${mark}"`;
  return `${frame}${' '.repeat(size - bytes(frame) - 1)}}`;
}

describe('a frame far past any legal one is refused before it is parsed', () => {
  it('a frame of the cap is read; one byte more is refused with a tip, text or binary', async () => {
    const a = await makeUser();
    const s = await openSocket(a.token);
    const fits = frameOf(CHAT_MAX_FRAME_BYTES, '刚好放得下');
    expect(bytes(fits)).toBe(CHAT_MAX_FRAME_BYTES);
    s.send(fits);
    await s.waitFor((f) => f.type === 'message' && f.content === '刚好放得下');

    // one byte more, its length in characters far below the cap: counted in bytes
    const over = frameOf(CHAT_MAX_FRAME_BYTES + 1, '多了一个字节');
    expect(bytes(over)).toBe(CHAT_MAX_FRAME_BYTES + 1);
    expect(over.length).toBeLessThan(CHAT_MAX_FRAME_BYTES);
    let mark = s.mark();
    s.send(over);
    await s.waitFor((f) => f.type === 'tips' && f.content === chatMessages.frameTooLarge && f.level === 'error', mark);

    mark = s.mark();
    s.ws.send(new Uint8Array(CHAT_MAX_FRAME_BYTES + 1));
    await s.waitFor((f) => f.type === 'tips' && f.content === chatMessages.frameTooLarge, mark);

    // a big legal-looking frame (emoji and % _ in content that trims to nothing) is refused the same way
    mark = s.mark();
    s.send(JSON.stringify({ type: 'message', content: `${' '.repeat(CHAT_MAX_FRAME_BYTES)}😀%_` }));
    await s.waitFor((f) => f.type === 'tips' && f.content === chatMessages.frameTooLarge, mark);
    await sleep(50);
    expect(s.frames.some((f) => f.type === 'message' && f.content !== '刚好放得下')).toBe(false);

    // the socket is still in the room
    s.send({ type: 'message', content: '还在' });
    await s.waitFor((f) => f.type === 'message' && f.content === '还在');
    s.close();
  });
});

describe('anonymous sockets are capped per address and in all', () => {
  it('an address past its cap gets a tip and a close; other addresses and signed-in users still join', async () => {
    const address = { 'CF-Connecting-IP': '198.51.100.7' };
    const held = [];
    for (let i = 0; i < MAX_GUEST_SOCKETS_PER_ADDRESS; i++) {
      const s = await openSocket(undefined, address);
      await s.waitFor((f) => f.type === 'onlineList');
      held.push(s);
    }
    const refused = await openSocket(undefined, address);
    await refused.waitFor((f) => f.type === 'tips' && f.content === chatMessages.tooManyGuestSockets && f.level === 'error');
    expect(await refused.waitClose()).toBe(CLOSE_TOO_MANY_SOCKETS);
    expect(refused.frames.some((f) => f.type === 'onlineList')).toBe(false);

    const elsewhere = await openSocket(undefined, { 'CF-Connecting-IP': '198.51.100.8' });
    await elsewhere.waitFor((f) => f.type === 'onlineList');
    const a = await makeUser();
    const signedIn = await openSocket(a.token, address);
    await signedIn.waitFor((f) => f.type === 'onlineList');

    // one leaves, one more may come: the count follows closes
    held.pop()!.close();
    await sleep(100);
    const again = await openSocket(undefined, address);
    await again.waitFor((f) => f.type === 'onlineList');
    for (const s of [...held, elsewhere, signedIn, again]) s.close();
  });

  it('the room as a whole takes a bounded number of anonymous sockets', () => {
    expect(guestRefusal(0, MAX_GUEST_SOCKETS - 1)).toBeUndefined();
    expect(guestRefusal(0, MAX_GUEST_SOCKETS)).toBe(chatMessages.roomFull);
    expect(guestRefusal(MAX_GUEST_SOCKETS_PER_ADDRESS - 1, 0)).toBeUndefined();
    expect(guestRefusal(MAX_GUEST_SOCKETS_PER_ADDRESS, 0)).toBe(chatMessages.tooManyGuestSockets);
  });
});
