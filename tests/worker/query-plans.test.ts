/**
 * The public reads stay flat as the blog grows (docs/architecture.md, "Queries that stay flat"):
 * every statement the hot services send is recorded as it goes to D1 (or the chat room's SQLite),
 * and its EXPLAIN QUERY PLAN must neither scan a table that grows with the content nor sort all
 * its rows with a temporary B-tree. A sort is allowed only where the test names the bound of its input.
 */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_TYPE } from '../../contract/comment';
import type { ChatRoom } from '../../worker/chat/chat-room';
import { ChatHistory } from '../../worker/chat/chat-history';
import { createDb } from '../../worker/db/client';
import { comments } from '../../worker/db/schema';
import * as articleService from '../../worker/services/articles';
import { listChildren, listParents, totalFor } from '../../worker/services/comment-queries';
import { searchArticles } from '../../worker/services/search';
import { getStatistic } from '../../worker/services/site';
import { listCategories, listTags } from '../../worker/services/taxonomy';
import { addArticles, addTaxonomy } from './article-fixtures';
import { db, makeUser } from './helpers';

interface Sent {
  sql: string;
  params: unknown[];
}

/** env.DB, remembering each statement and its parameters as drizzle or a service binds it. */
function recordingD1(sent: Sent[]): D1Database {
  const real = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement, record: Sent): D1PreparedStatement => {
    const wrapped = {
      bind: (...params: unknown[]) => {
        record.params = params;
        return statement.bind(...params);
      },
      first: (column?: string) => statement.first(column as string),
      all: () => statement.all(),
      raw: (options?: { columnNames?: boolean }) => statement.raw(options as { columnNames: true }),
      run: () => statement.run(),
    } as unknown as D1PreparedStatement;
    real.set(wrapped, statement);
    return wrapped;
  };
  return {
    prepare: (query: string) => {
      const record = { sql: query, params: [] };
      sent.push(record);
      return wrap(env.DB.prepare(query), record);
    },
    batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements.map((s) => real.get(s) ?? s)),
    exec: (query: string) => env.DB.exec(query),
  } as unknown as D1Database;
}

/** Tables that grow with the content: never scanned, never sorted whole. */
const GROWING = ['blog_article', 'blog_article_tag', 'blog_comment', 'blog_like', 'blog_user', 'chat_message'];

/** The problems of one plan: scans of growing tables (by name or alias) and sorts not allowed by `sortBound`. */
function problems(plan: string[], aliases: Record<string, string>, sortBound?: string) {
  const found: string[] = [];
  for (const line of plan) {
    const scan = /^SCAN (\S+)/.exec(line);
    if (scan && !line.includes('VIRTUAL TABLE INDEX')) {
      const table = aliases[scan[1]!] ?? scan[1]!;
      if (GROWING.includes(table)) found.push(line);
    }
    if (/USE TEMP B-TREE FOR (RIGHT PART OF |LAST TERM OF )?ORDER BY/.test(line) && !sortBound) found.push(line);
  }
  return found;
}

/** The aliases a statement gives tables (`FROM blog_article a`, `"blog_article_tag" l`). */
function aliasesOf(sql: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const m of sql.matchAll(/["`]?(blog_\w+|chat_message)["`]?\s+(?:AS\s+)?["`]?([a-z]\w*)["`]?/gi)) {
    if (!/^(on|where|join|left|inner|set|values|group|order|limit)$/i.test(m[2]!)) aliases[m[2]!] = m[1]!;
  }
  return aliases;
}

async function d1Plan(statement: Sent): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/** Runs `read` with a recording database and checks the plan of every statement it sent. */
async function expectFlat(name: string, read: (rdb: ReturnType<typeof createDb>, d1: D1Database) => Promise<unknown>, sortBound?: string) {
  const sent: Sent[] = [];
  const d1 = recordingD1(sent);
  await read(createDb(d1), d1);
  expect(sent.length, `${name} sent no statement`).toBeGreaterThan(0);
  for (const statement of sent) {
    const plan = await d1Plan(statement);
    expect(problems(plan, aliasesOf(statement.sql), sortBound), `${name}: ${statement.sql}\n${plan.join('\n')}`).toEqual([]);
  }
  return sent;
}

let tagId: number;
let categoryId: number;
let articleId: number;
let parentId: number;

beforeAll(async () => {
  const { cats, tgs } = await addTaxonomy();
  tagId = tgs[0]!.id;
  categoryId = cats[0]!.id;
  const future = '2999-01-01 00:00:00';
  const made = await addArticles(
    Array.from({ length: 30 }, (_, i) => ({
      article_title: `第${i}篇 边缘计算`,
      article_content: `正文 ${i} 讲缓存和书`,
      category_id: cats[i % 2]!.id,
      tagIds: [tgs[i % 3]!.id],
      view_times: i,
      ...(i === 3 ? { publish_at: future } : {}),
    })),
  );
  articleId = made[0]!.id;
  const reader = await makeUser();
  const parent = await db()
    .insert(comments)
    .values({ type: COMMENT_TYPE.article, for_id: articleId, from_id: reader.id, content: '第一' })
    .returning()
    .get();
  parentId = parent.id;
  await db().insert(comments).values({ type: COMMENT_TYPE.article, for_id: articleId, from_id: reader.id, parent_id: parentId, content: '回复' }).run();
});

describe('article lists walk an index in their own order', () => {
  it('home list, first and a deep page', async () => {
    await expectFlat('home list', (rdb) => articleService.listHomeArticles(rdb, '1', '5'));
    await expectFlat('home list page 50', (rdb) => articleService.listHomeArticles(rdb, '50', '10'));
  });

  it('archives, first and a deep page', async () => {
    await expectFlat('timeline', (rdb) => articleService.listTimeline(rdb, '1', '10'));
    await expectFlat('timeline page 50', (rdb) => articleService.listTimeline(rdb, '50', '10'));
  });

  it('a tag and a category', async () => {
    await expectFlat('tag list', (rdb) => articleService.listByTag(rdb, tagId, 1, 10));
    await expectFlat('category list', (rdb) => articleService.listByCategory(rdb, categoryId, 3, 10));
  });

  it('hot list, one article and its neighbours', async () => {
    await expectFlat('hot list', (rdb) => articleService.listHot(rdb));
    await expectFlat('article', (rdb) => articleService.readArticle(rdb, articleId, false));
    await expectFlat('recommend', (rdb) => articleService.getRecommend(rdb, articleId), 'at most six articles from each of its tags');
  });
});

describe('counts come from kept counters', () => {
  it('tag and category dictionaries', async () => {
    await expectFlat('tag dictionary', (rdb) => listTags(rdb));
    await expectFlat('category dictionary', (rdb) => listCategories(rdb));
  });

  it('statistics', async () => {
    await expectFlat('statistic', (rdb) => getStatistic(rdb));
  });
});

describe('search ranks inside the index', () => {
  it('a word ranks in FTS5 and reads only its best hits', async () => {
    await expectFlat('search 边缘计算', (_rdb, d1) => searchArticles(d1, '边缘计算'), 'the outer sort orders the 16 hits FTS5 handed over');
  });

  it('one character with few articles reads only those', async () => {
    await expectFlat('search 书', (_rdb, d1) => searchArticles(d1, '书'), 'at most 200 candidates from article_chars');
    await expectFlat('search 龘', (_rdb, d1) => searchArticles(d1, '龘'));
  });

  it('one character in many articles walks the views index', async () => {
    await addArticles(Array.from({ length: 205 }, (_, i) => ({ article_title: `常见字 ${i}`, article_content: '书' })));
    const sent = await expectFlat('search 书 (many)', (_rdb, d1) => searchArticles(d1, '书'));
    expect(sent.some((s) => s.sql.includes('EXISTS (SELECT 1 FROM article_chars'))).toBe(true);
  }, 30_000);
});

describe('comment threads page through an index', () => {
  const target = () => ({ type: COMMENT_TYPE.article, for_id: articleId });
  const viewer = { ip: '10.0.0.1' };

  it('parents by likes and by time, replies, the total', async () => {
    await expectFlat('parents hot', (rdb) => listParents(rdb, { ...target(), current: 1, size: 5 }, viewer));
    await expectFlat('parents new', (rdb) => listParents(rdb, { ...target(), current: 2, size: 5, order: 'new' }, viewer));
    await expectFlat('children', (rdb) => listChildren(rdb, { ...target(), current: 1, size: 5, parent_id: parentId }, viewer));
    await expectFlat('total', (rdb) => totalFor(rdb, COMMENT_TYPE.article, articleId));
  });
});

describe('chat history', () => {
  it('a page and its total never count the whole history', async () => {
    const stub = env.CHAT_ROOM.getByName('query-plans');
    await runInDurableObject(stub, async (_room: ChatRoom, state) => {
      const sent: Sent[] = [];
      const sqlStorage = {
        exec: (query: string, ...params: unknown[]) => {
          sent.push({ sql: query, params });
          return state.storage.sql.exec(query, ...params);
        },
      } as unknown as SqlStorage;
      const history = new ChatHistory(sqlStorage);
      for (let i = 0; i < 3; i++) history.add({ user_id: 1, content: `第${i}条`, content_type: 'text', nick_name: '', avatar: '' });
      sent.length = 0;
      history.page(10, 0);
      history.page(10, 3);
      expect(sent.length).toBeGreaterThan(1);
      for (const statement of sent) {
        const plan = state.storage.sql
          .exec<{ detail: string }>(`EXPLAIN QUERY PLAN ${statement.sql}`, ...(statement.params as SqlStorageValue[]))
          .toArray()
          .map((r) => r.detail);
        expect(problems(plan, {}), `${statement.sql}\n${plan.join('\n')}`).toEqual([]);
      }
    });
  });
});

describe('the check itself', () => {
  it('catches a scan and a whole-table sort', async () => {
    const plan = await d1Plan({ sql: 'SELECT id FROM blog_article a WHERE a.reading_duration > 0 ORDER BY a.updatedAt', params: [] });
    expect(problems(plan, { a: 'blog_article' })).toHaveLength(2);
  });
});
