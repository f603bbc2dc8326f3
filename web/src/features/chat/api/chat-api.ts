import type { ChatPage } from '@contract/chat';
import { CHAT_PAGE_SIZE } from '@contract/chat';
import { api } from '@/lib/api-client';

/** A history page below `lastId` ('' = newest), ascending ids (contract §3.3). */
export const getChatList = (lastId: number | '' = '') => api.post<ChatPage>('/api/chat/getChatList', { size: CHAT_PAGE_SIZE, last_id: lastId });

/** Administrator: clears every message and the chat images. */
export const clearChat = () => api.post<never>('/api/chat/delete');

/** Author or administrator: recalls one message (the server tells every socket). */
export const deleteChatMessage = (id: number) => api.del<never>(`/api/chat/deleteOne/${id}`);

export const uploadChatImage = (file: File) => api.upload<{ url: string }>('/api/upload/img', file);
