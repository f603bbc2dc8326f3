/**
 * zod speaks Chinese: a schema without its own message still fails with a
 * Chinese one. Imported by contract/paging.ts (which nearly every schema
 * builds on) and by the worker's validation, so it is set before any parse on
 * either side.
 */
import { z } from 'zod';
import { zhCN } from 'zod/locales';

z.config(zhCN());

/** Whether a message can be shown as it is: users read Chinese, never zod's English defaults. */
export const isChineseMessage = (message: string | undefined): message is string => Boolean(message && /[\u4e00-\u9fff]/.test(message));
