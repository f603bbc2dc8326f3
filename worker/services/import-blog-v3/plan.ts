/**
 * Decides, before anything is written, what every dump row becomes here.
 * Tables go in the order their references need (users before articles,
 * articles before comments, comments before their likes), each reference is
 * rewritten to the referenced row's id here, and a row whose required
 * reference was not imported is skipped with the reason. Unique names a row
 * cannot take (a username or an article title someone here already has) stop
 * the whole import: ImportRefused lists them all.
 */
import type { SourceDump } from './dump-reader';
import { Planner, type SqlRow } from './planner';
import type { SiteState } from './site-state';
import type { SourceRow, SourceTable } from './source-tables';
import { ImportRefused, type ImportSummary } from './summary';
import type { InsertTable } from './tables';
import type { ImportRecord } from './planner';
import { comments, likes, messagesAndLinks, notifies } from './plan-interactions';
import { type ConfigChange, type HeaderUpdate, config, headers, recommended, users } from './plan-site';

export interface Plan {
  inserts: Map<InsertTable, SqlRow[]>;
  headerUpdates: HeaderUpdate[];
  config: ConfigChange;
  records: ImportRecord[];
  ownerId: number;
  summary: ImportSummary;
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
  const headerUpdates: HeaderUpdate[] = [];
  headers(p, headerUpdates);
  const settings = config(p);
  recommended(p);
  notImported(p, 'blog_chat', 'the chat history lives in the chat room (a Durable Object), not in the database this import writes in one transaction');
  if (p.problems.length) throw new ImportRefused(p.problems);
  return { inserts: p.inserts, headerUpdates, config: settings, records: p.records, ownerId, summary: p.summary };
}
