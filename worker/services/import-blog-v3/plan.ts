/**
 * Decides, before anything is written, what every dump row becomes here.
 * Tables go in the order their references need (users before articles,
 * articles before comments, comments before their likes), each reference is
 * rewritten to the referenced row's id here, and a row whose required
 * reference was not imported is skipped with the reason. Unique names a row
 * cannot take (a username or an article title someone here already has) stop
 * the whole import: ImportRefused lists them all.
 */
import { ROLE_ADMIN, ROLE_USER } from '../../../contract/session';
import { isBcryptHash, isHashOutsideParameters } from '../password';
import type { SourceDump } from './dump-reader';
import { Planner, type SqlRow } from './planner';
import type { SiteState } from './site-state';
import type { SourceRow, SourceTable } from './source-tables';
import { ImportRefused, type ImportSummary } from './summary';
import type { InsertTable } from './tables';
import type { ImportRecord } from './planner';
import { comments, likes, messagesAndLinks, notifies } from './plan-interactions';

const SITE_LIST_GROUP = '推荐网站';

export interface Plan {
  inserts: Map<InsertTable, SqlRow[]>;
  /** existing page headers that take the dump's picture */
  headerUpdates: { id: number; bg_url: string; updatedAt: string }[];
  /** the site settings: the dump's values over ours, or a first settings row */
  config: { update: number; values: SqlRow } | { insert: SqlRow } | null;
  records: ImportRecord[];
  ownerId: number;
  summary: ImportSummary;
}

function users(p: Planner, ownerId: number) {
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

/** Categories, tags and albums: a name that exists here is the same thing, so the dump's row becomes that one. */
function named<T extends 'blog_category' | 'blog_tag' | 'blog_photo_album'>(p: Planner, table: T, nameOf: (row: SourceRow<T>) => string, build: (row: SourceRow<T>, id: number) => SqlRow) {
  const inDump = new Map<string, number>();
  for (const row of p.rows(table)) {
    if (p.already(table, row.id)) continue;
    const name = nameOf(row);
    const existing = p.site.names[table].get(name) ?? inDump.get(name);
    if (existing !== undefined) {
      p.match(table, row.id, existing, name);
      continue;
    }
    const id = p.allocate(table, row.id);
    inDump.set(name, id);
    p.insert(table, table, row.id, id, build(row, id));
  }
}

function articles(p: Planner, ownerId: number) {
  const titles = new Map<string, number>();
  for (const a of p.rows('blog_article')) {
    if (p.already('blog_article', a.id)) continue;
    const holder = p.site.titles.get(a.article_title);
    if (holder !== undefined) {
      p.refuse(`article title "${a.article_title}" (dump article ${a.id}) is taken by article ${holder} here: titles are unique, rename one of them`);
      continue;
    }
    if (titles.has(a.article_title)) {
      p.refuse(`article title "${a.article_title}" appears twice in the dump (articles ${titles.get(a.article_title)} and ${a.id})`);
      continue;
    }
    titles.set(a.article_title, a.id);
    const author = p.target('blog_user', a.author_id);
    if (a.author_id && author === undefined) p.note(`article ${a.id}: its author ${a.author_id} is not in the dump; it is the owner's now`);
    const category = p.target('blog_category', a.category_id) ?? null;
    if (a.category_id && category === null) p.note(`article ${a.id}: its category ${a.category_id} is not in the dump; it has none now`);
    const id = p.allocate('blog_article', a.id);
    p.insert('blog_article', 'blog_article', a.id, id, {
      id,
      article_title: a.article_title,
      author_id: author ?? ownerId,
      category_id: category,
      article_description: a.article_description,
      article_content: a.article_content,
      article_cover: a.article_cover,
      is_top: a.is_top,
      order: a.order,
      status: a.status,
      type: a.type,
      origin_url: a.origin_url,
      view_times: a.view_times,
      thumbs_up_times: a.thumbs_up_times,
      reading_duration: a.reading_duration,
      publish_at: null,
      ...p.stamps(a),
    });
  }
}

function articleTags(p: Planner) {
  const pairs = new Set<string>();
  for (const link of p.rows('blog_article_tag')) {
    if (p.already('blog_article_tag', link.id)) continue;
    const article = p.target('blog_article', link.article_id);
    const tag = p.target('blog_tag', link.tag_id);
    if (article === undefined) p.skip('blog_article_tag', link.id, `article ${link.article_id} was not imported`);
    else if (tag === undefined) p.skip('blog_article_tag', link.id, `tag ${link.tag_id} was not imported`);
    else if (pairs.has(`${article}:${tag}`)) p.skip('blog_article_tag', link.id, 'the same article and tag twice');
    else {
      pairs.add(`${article}:${tag}`);
      // no id of its own here: the record keeps the article
      p.insert('blog_article_tag', 'blog_article_tag', link.id, article, { article_id: article, tag_id: tag });
    }
  }
}

function talks(p: Planner, ownerId: number) {
  for (const t of p.rows('blog_talk')) {
    if (p.already('blog_talk', t.id)) continue;
    const id = p.allocate('blog_talk', t.id);
    p.insert('blog_talk', 'blog_talk', t.id, id, {
      id,
      content: t.content,
      user_id: p.target('blog_user', t.user_id) ?? ownerId,
      status: t.status,
      is_top: t.is_top,
      like_times: t.like_times,
      ...p.stamps(t),
    });
  }
  for (const photo of p.rows('blog_talk_photo')) {
    if (p.already('blog_talk_photo', photo.id)) continue;
    const talk = p.target('blog_talk', photo.talk_id);
    if (talk === undefined) p.skip('blog_talk_photo', photo.id, `talk ${photo.talk_id} was not imported`);
    else {
      const id = p.allocate('blog_talk_photo', photo.id);
      p.insert('blog_talk_photo', 'blog_talk_photo', photo.id, id, { id, talk_id: talk, url: photo.url, ...p.stamps(photo) });
    }
  }
}

function photos(p: Planner) {
  for (const photo of p.rows('blog_photo')) {
    if (p.already('blog_photo', photo.id)) continue;
    const album = p.target('blog_photo_album', photo.album_id);
    if (album === undefined) p.skip('blog_photo', photo.id, `album ${photo.album_id} was not imported`);
    else {
      const id = p.allocate('blog_photo', photo.id);
      p.insert('blog_photo', 'blog_photo', photo.id, id, { id, album_id: album, url: photo.url, status: photo.status, ...p.stamps(photo) });
    }
  }
}

function headers(p: Planner, updates: Plan['headerUpdates']) {
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

function config(p: Planner): Plan['config'] {
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

function recommended(p: Planner) {
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

function notImported(p: Planner, table: SourceTable, why: string) {
  const count = p.dump.rows.get(table)?.length ?? 0;
  if (!count) return;
  p.counts(table).read = count;
  p.counts(table).skipped = count;
  p.note(`${table}: ${count} row(s) not imported: ${why}`);
}

/** The whole plan, or ImportRefused with every reason it cannot be carried out. */
export function planImport(dump: SourceDump, site: SiteState, now: string): Plan {
  if (![...dump.rows.values()].some((rows) => rows.length)) {
    throw new ImportRefused(['the dump holds no rows of the original blog\'s tables (INSERT INTO `blog_…`): is it the right file?']);
  }
  if (!site.owner) throw new ImportRefused(['this site has no owner yet: finish /setup (or create the administrator) first, then import']);
  const p = new Planner(dump, site, now);
  const ownerId = site.owner.id;
  users(p, ownerId);
  named(p, 'blog_category', (c) => c.category_name, (c, id) => ({ id, category_name: c.category_name, ...p.stamps(c) }));
  named(p, 'blog_tag', (t) => t.tag_name, (t, id) => ({ id, tag_name: t.tag_name, ...p.stamps(t) }));
  articles(p, ownerId);
  articleTags(p);
  talks(p, ownerId);
  named(p, 'blog_photo_album', (a) => a.album_name, (a, id) => ({
    id,
    album_name: a.album_name,
    album_cover: a.album_cover,
    description: a.description,
    ...p.stamps(a),
  }));
  photos(p);
  messagesAndLinks(p);
  comments(p);
  likes(p);
  notifies(p);
  const headerUpdates: Plan['headerUpdates'] = [];
  headers(p, headerUpdates);
  const settings = config(p);
  recommended(p);
  notImported(p, 'blog_chat', 'the chat history lives in the chat room (a Durable Object), not in the database this import writes in one transaction');
  if (p.problems.length) throw new ImportRefused(p.problems);
  return { inserts: p.inserts, headerUpdates, config: settings, records: p.records, ownerId, summary: p.summary };
}
