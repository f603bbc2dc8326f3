/** Notifications (消息推送), api-contract §3.9: the request schemas; shapes live in notify-shapes, texts in notify-texts. */
import { z } from 'zod';
import { idField, pagingFields } from './paging';
import { NOTIFY_PAGE_SIZE, notifyMessages } from './notify-shapes';

export * from './notify-shapes';
export { notifyText, type CommentTarget } from './notify-texts';

/** `userId` is accepted for compatibility and ignored: the list is always the token user's own. */
export const notifyListBody = z.object({ ...pagingFields(NOTIFY_PAGE_SIZE), userId: z.unknown().optional() });
export const notifyIdParam = z.object({ id: idField(notifyMessages.badId) });

/** 全部已读 (ours): every notice up to `upTo`, the newest the reader has seen, so one that arrives meanwhile stays unread. */
export const notifyReadAllBody = z.object({ upTo: idField(notifyMessages.badId) });
