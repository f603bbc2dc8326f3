/** Accounts. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, timestamps } from './columns';

export const users = sqliteTable('blog_user', {
  id,
  username: text('username').notNull().unique(),
  password: text('password').notNull(),
  role: integer('role').notNull().default(2),
  nick_name: text('nick_name').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  qq: text('qq').notNull().default(''),
  ip: text('ip').notNull().default(''),
  // 1 = refused at login (set from the owner's console)
  disabled: integer('disabled').notNull().default(0),
  // moves on a password change or the owner's "sign out everywhere": tokens carrying an older one stand for nobody
  session_version: integer('session_version').notNull().default(0),
  // the shown name (nick_name, else username) through services/nickname-fold.ts, so "is this name taken"
  // is one index lookup; NULL until folded (older rows, imports, direct inserts): folded on first use
  nick_fold: text('nick_fold'),
  ...timestamps,
}, (t) => [index('user_nick_fold_idx').on(t.nick_fold)]);
