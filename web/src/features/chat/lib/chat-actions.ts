import { chatMessages } from '@contract/chat';
import { toast } from '@/components/toast/toast';
import { selectIsLoggedIn, useSession } from '@/lib/session-store';
import { isOk } from '@/lib/api-client';
import { clearChat, deleteChatMessage, uploadChatImage } from '../api/chat-api';
import { textToHtml } from '@contract/escape-html';
import { useChatStore } from '../stores/chat-store';
import { chatConnection } from './chat-controller';

/**
 * The proof-of-work pool and the image compressor come with a first write, not with the room's
 * first screen (issue 32): a reader who only reads never downloads them.
 */
const challengePool = () => import('@/lib/challenge/challenge-pool');

/** A new account's proof-of-work (none once established) is solved while they type: asked as the text box takes focus. */
export const prepareChatChallenge = () => void challengePool().then((pool) => pool.prepareChallenge('chat'));

const takeSolution = () => challengePool().then((pool) => pool.takeSolution('chat'));

function requireLogin(): boolean {
  if (selectIsLoggedIn(useSession.getState())) return true;
  toast.warning(chatMessages.loginFirst, undefined, 3000);
  return false;
}

/** How long a text may wait for the room's answer before the composer is free again (the text stays). */
const ANSWER_TIMEOUT_MS = 10_000;

/**
 * Hands the text to the socket; answers whether it went. The composer keeps
 * the text until the room answers (chat-controller settles it): an echo of our
 * own message clears it, a refusal such as the rate limit leaves it to send again.
 */
export function sendText(text: string): boolean {
  if (!requireLogin()) return false;
  const store = useChatStore.getState();
  if (store.sending) return false;
  if (!text.trim()) {
    toast.warning(chatMessages.emptyMessage);
    return false;
  }
  const html = textToHtml(text.trim());
  if (html.length > 500) {
    toast.warning(chatMessages.tooLong);
    return false;
  }
  const sending = { text };
  store.markSent(sending);
  // a new account's first messages carry a solved proof-of-work (solved while they typed: chat-composer.tsx)
  void takeSolution().then((challenge) => chatConnection().send({ type: 'message', content: html, content_type: 'text', ...(challenge && { challenge }) }));
  setTimeout(() => {
    if (useChatStore.getState().sending === sending) useChatStore.getState().settle(false);
  }, ANSWER_TIMEOUT_MS);
  return true;
}

export async function sendImage(file: File | undefined): Promise<void> {
  if (!requireLogin() || !file) return;
  try {
    const { compressIfLarge } = await import('@/lib/compress-image');
    const res = await uploadChatImage(await compressIfLarge(file));
    if (!isOk(res) || !res.result?.url) throw new Error(res.message);
    const challenge = await takeSolution();
    chatConnection().send({ type: 'message', content: res.result.url, content_type: 'image', ...(challenge && { challenge }) });
  } catch {
    toast.error(chatMessages.uploadFailed);
  }
}

export async function revokeMessage(id: number): Promise<void> {
  const res = await deleteChatMessage(id).catch(() => null);
  if (res && isOk(res)) {
    useChatStore.getState().remove(id);
    toast.success(chatMessages.revoked);
  } else if (res) {
    toast.error(res.message || chatMessages.revokeFailed);
  }
}

export async function clearHistory(): Promise<void> {
  const res = await clearChat().catch(() => null);
  if (res && isOk(res)) {
    useChatStore.getState().clear();
    toast.success(chatMessages.cleared);
  } else if (res) {
    toast.error(res.message || chatMessages.clearFailed);
  }
}

export function forceOffline(userId: number) {
  chatConnection().send({ type: 'offline', user_id: userId });
}
