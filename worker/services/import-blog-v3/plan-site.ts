/**
 * The plan's people and the site's own settings: the dump's users (its
 * administrator is this site's owner), page headers, the settings row and the
 * recommended sites. The content tables are planned in plan.ts, comments,
 * likes and notes in plan-interactions.ts.
 */
import { ROLE_ADMIN, ROLE_USER } from '../../../contract/session';
import { isBcryptHash, isHashOutsideParameters } from '../password';
import type { Planner, SqlRow } from './planner';

const SITE_LIST_GROUP = '推荐网站';

/** An existing page header that takes the dump's picture. */
export type HeaderUpdate = { id: number; bg_url: string; updatedAt: string };

/** The site settings: the dump's values over ours, or a first settings row. */
export type ConfigChange = { update: number; values: SqlRow } | { insert: SqlRow } | null;

/** The dump's administrator becomes this site's owner; everyone else a reader, unless their name is taken here. */
export function users(p: Planner, ownerId: number) {
  const rows = p.rows('blog_user');
  const admin = rows.find((u) => u.role === ROLE_ADMIN);
  if (!admin) p.note('the dump has no administrator (role 1): nobody in it became this site\'s owner');
  const names = new Map<string, number>();
  for (const u of rows) {
    if (p.already('blog_user', u.id)) continue;
    if (u.id === admin?.id) {
      p.match('blog_user', u.id, ownerId, u.username);
      p.summary.owner = { sourceId: u.id, username: u.username, targetId: ownerId };
      continue;
    }
    const holder = p.site.usernames.get(u.username);
    if (holder !== undefined) {
      p.refuse(`username "${u.username}" (dump user ${u.id}) belongs to account ${holder} here: rename or remove that account in the console, then import again`);
      continue;
    }
    if (names.has(u.username)) {
      p.refuse(`username "${u.username}" appears twice in the dump (users ${names.get(u.username)} and ${u.id})`);
      continue;
    }
    names.set(u.username, u.id);
    if (u.role === ROLE_ADMIN) p.note(`dump user ${u.id} "${u.username}" was an administrator too: imported as a reader (promote it in the console if it should be one)`);
    // the stored hash decides how long every login check of this name runs: only our parameters are taken
    if (isHashOutsideParameters(u.password)) {
      p.refuse(`dump user ${u.id} "${u.username}": the password hash is outside this site's parameters (bcrypt cost 4-12, or PBKDF2 at exactly our iteration count)`);
      continue;
    }
    if (!isBcryptHash(u.password)) p.note(`dump user ${u.id} "${u.username}": the password is not a bcrypt hash of cost 4-12, so the old password will not log in`);
    const id = p.allocate('blog_user', u.id);
    p.insert('blog_user', 'blog_user', u.id, id, {
      id,
      username: u.username,
      password: u.password,
      role: ROLE_USER,
      nick_name: u.nick_name || u.username,
      avatar: u.avatar,
      qq: u.qq,
      ip: u.ip,
      ...p.stamps(u),
    });
  }
}

export function headers(p: Planner, updates: HeaderUpdate[]) {
  const routes = new Set<string>();
  for (const h of p.rows('blog_header')) {
    if (p.already('blog_header', h.id)) continue;
    if (routes.has(h.route_name)) {
      p.skip('blog_header', h.id, `a second header for route ${h.route_name}`);
      continue;
    }
    routes.add(h.route_name);
    const existing = p.site.names.blog_header.get(h.route_name);
    if (existing !== undefined) {
      // one banner per route: the dump's picture replaces ours
      if (h.bg_url) updates.push({ id: existing, bg_url: h.bg_url, updatedAt: p.now });
      p.match('blog_header', h.id, existing, h.route_name);
      continue;
    }
    const id = p.allocate('blog_header', h.id);
    p.insert('blog_header', 'blog_header', h.id, id, { id, route_name: h.route_name, bg_url: h.bg_url, ...p.stamps(h) });
  }
}

const CONFIG_TEXTS = [
  'blog_name', 'blog_avatar', 'avatar_bg', 'personal_say', 'blog_notice', 'qq_link', 'we_chat_link', 'github_link', 'git_ee_link',
  'bilibili_link', 'we_chat_group', 'qq_group', 'we_chat_pay', 'ali_pay',
] as const;

export function config(p: Planner): ConfigChange {
  const [first, ...others] = p.rows('blog_config');
  for (const other of others) p.skip('blog_config', other.id, 'a site has one settings row: the first one was imported');
  if (!first || p.already('blog_config', first.id)) return null;
  const texts = Object.fromEntries(CONFIG_TEXTS.filter((k) => first[k] !== '').map((k) => [k, first[k]]));
  const site = p.site.config;
  if (site) {
    // the old blog's settings win where it has them; its visits add to ours
    p.match('blog_config', first.id, site.id, 'site settings');
    return { update: site.id, values: { ...texts, view_time: site.view_time + first.view_time, updatedAt: p.now } };
  }
  const id = p.allocate('blog_config', first.id);
  p.records.push({ source_table: 'blog_config', source_id: first.id, target_id: id });
  p.counts('blog_config').imported++;
  return { insert: { id, ...texts, view_time: first.view_time, ...p.stamps(first) } };
}

export function recommended(p: Planner) {
  const rows = p.rows('blog_recommend');
  for (const [i, r] of rows.entries()) {
    if (p.already('blog_recommend', r.id)) continue;
    const id = p.allocate('blog_recommend', r.id);
    p.insert('blog_recommend', 'blog_resource', r.id, id, {
      id,
      kind: 'site',
      group_name: SITE_LIST_GROUP,
      group_sort: p.site.nextSiteGroupSort,
      name: r.title,
      description: '',
      url: r.link,
      icon: '',
      sort: i + 1,
      ...p.stamps(r),
    });
  }
}
