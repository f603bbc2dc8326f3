/**
 * Who the site's owner is: the lowest-id administrator. /setup makes the first
 * administrator only while there is none, and the blog-v3 import maps its
 * dump's administrator onto that account, so on a set-up or imported site this
 * is the account /setup created (id 1 on a fresh one). The console's owner
 * rules (admin-users.ts) and the import's plan read it from here.
 */
import { ROLE_ADMIN } from '../../contract/session';

/** The owner's id as one SQL value (NULL on a site with no administrator), to embed in a statement. */
export const OWNER_ID_SQL = `SELECT min(id) FROM blog_user WHERE role = ${ROLE_ADMIN}`;

/** The owner's id and name, or null before /setup. */
export const siteOwner = (d1: D1Database) =>
  d1.prepare(`SELECT id, username FROM blog_user WHERE id = (${OWNER_ID_SQL})`).first<{ id: number; username: string }>();
