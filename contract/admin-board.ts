/** Owner's console: the message board's notes. */
import { z } from 'zod';
import { pagingFields } from './admin-common';

export const messageListAdminBody = z.object({ ...pagingFields(10), keyword: z.string().trim().max(55).optional() });
