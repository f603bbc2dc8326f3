/**
 * POST /fill-large: the benchmark's large data (`npm run bench -- --data large`, tests/bench/large-data.mjs).
 * The caller sends one part at a time so each request stays short and the terminal shows progress:
 *   { part: 'taxonomy' }                          categories and tags, through the console's own services
 *   { part: 'articles', from, count, total }      articles of about 2,000 Chinese characters, their tag links
 *                                                 and search rows (the search service's own indexing)
 *   { part: 'comments', from, count }             comments on the filled articles (one article gets many)
 *   { part: 'chat', from, count }                 chat messages, written by the room's own history code
 * Rows go in with the schema the services write through (drizzle), batched; every derived number (search
 * index, counters kept by the database's triggers) comes from the same code a console write runs.
 * Content is deterministic: article i is the same on every run.
 */
import { and, eq, isNull, like } from 'drizzle-orm';
import { z } from 'zod';
import { ARTICLE_STATUS } from '../../contract/admin-article';
import { COMMENT_TYPE } from '../../contract/comment';
import { createDb, type Db } from '../db/client';
import { articles, articleTags, categories, comments, tags, users } from '../db/schema';
import { chinaTime } from '../db/time';
import { saveCategory, saveTag } from '../services/admin-taxonomy';
import { isPublished } from '../services/published';
import { reindexArticles } from '../services/search';
import type { Bindings } from '../env';
import { FILL_WORDS, WORDS, articleText, pick, random, sentence } from './fill-text';
import type { Tool } from './index';

const TITLE_MARK = '札记 No.';
const HOT_PARENTS = 2000;
const HOT_COMMENTS = 3000;

const body = z.discriminatedUnion('part', [
  z.object({ part: z.literal('taxonomy') }),
  z.object({ part: z.literal('articles'), from: z.number().int().min(0), count: z.number().int().min(1).max(2000), total: z.number().int().min(1) }),
  z.object({ part: z.literal('comments'), from: z.number().int().min(0), count: z.number().int().min(1).max(20000) }),
  z.object({ part: z.literal('chat'), from: z.number().int().min(0), count: z.number().int().min(1).max(20000) }),
]);

const CATEGORY_NAMES = ['架构设计', '前端工程', '后端开发', '数据库', '运维部署', '读书笔记', '生活随笔', '算法', '安全', '工具效率', '产品思考', '摄影旅行'];
const TAG_NAMES = [
  '缓存', '索引', '分布式', '微服务', '容器', '监控', '日志', '队列', '事务', '并发', '异步', '网络', '协议', '压缩', '加密', '认证',
  '权限', '测试', '重构', '性能', '可用性', '一致性', '调度', '存储', '搜索', '推荐', '图表', '动画', '组件', '状态', '路由', '构建',
  '打包', '类型', '函数式', '设计模式', '领域模型', '接口', '文档', '规范', '代码评审', '持续集成', '发布', '回滚', '灰度', '告警', '成本', '边缘',
  '无服务器', '数据库迁移', '全文检索', '国际化', '无障碍', '移动端', '小程序', '桌面端', '读书', '随想', '旅行', '摄影',
];
const fillCategory = (i: number) => `专题·${CATEGORY_NAMES[i]}`;
const fillTag = (i: number) => `话题·${TAG_NAMES[i]}`;

/** Article i of `total`: dated across about five years (older first), a few private, in the bin, scheduled or pinned. */
function articleRow(i: number, total: number, now: number, categoryIds: number[]) {
  const rnd = random(i + 1);
  const content = articleText(i, rnd);
  const topic = pick(rnd, WORDS) + pick(rnd, WORDS);
  const hoursAgo = ((total - i) * 5 * 365 * 24) / total + rnd() * 3;
  let createdAt = chinaTime(new Date(now - hoursAgo * 3600_000));
  let publish_at: string | null = null;
  let status: number = ARTICLE_STATUS.public;
  if (i % 50 === 7) status = ARTICLE_STATUS.private;
  else if (i % 100 === 13) status = ARTICLE_STATUS.recycle;
  else if (i % 100 === 29) publish_at = createdAt = chinaTime(new Date(now + ((i % 30) + 1) * 86_400_000));
  else if (i % 100 === 41) publish_at = createdAt;
  const pinned = [100, 5000, 9000].indexOf(i);
  return {
    values: {
      article_title: `${topic}${TITLE_MARK}${i + 1}`,
      author_id: 1,
      category_id: pick(rnd, categoryIds),
      article_description: content.replace(/[#`\-\n]/g, '').slice(0, 60),
      article_content: content,
      is_top: pinned >= 0 ? 1 : 2,
      order: pinned >= 0 ? pinned + 1 : null,
      status,
      view_times: i % 997 === 0 ? 20_000 + i : Math.floor(rnd() * 3000),
      thumbs_up_times: Math.floor(rnd() * 200),
      reading_duration: Math.floor(rnd() * 1e6),
      publish_at,
      createdAt,
      updatedAt: createdAt,
    },
    tagCount: 1 + Math.floor(rnd() * 4),
    rnd,
  };
}

async function fillTaxonomy(db: Db) {
  const existing = new Set((await db.select({ name: categories.category_name }).from(categories).all()).map((r) => r.name));
  for (let i = 0; i < CATEGORY_NAMES.length; i++) if (!existing.has(fillCategory(i))) await saveCategory(db, fillCategory(i));
  const existingTags = new Set((await db.select({ name: tags.tag_name }).from(tags).all()).map((r) => r.name));
  for (let i = 0; i < TAG_NAMES.length; i++) if (!existingTags.has(fillTag(i))) await saveTag(db, fillTag(i));
  // the words the bench searches for travel with the data that holds them
  return { categories: CATEGORY_NAMES.length, tags: TAG_NAMES.length, words: FILL_WORDS };
}

const ARTICLES_PER_BATCH = 20;

async function fillArticles(db: Db, d1: D1Database, from: number, count: number, total: number) {
  const categoryIds = (await db.select({ id: categories.id }).from(categories).where(like(categories.category_name, '专题·%')).all()).map((r) => r.id);
  const tagIds = (await db.select({ id: tags.id }).from(tags).where(like(tags.tag_name, '话题·%')).all()).map((r) => r.id);
  if (!categoryIds.length || !tagIds.length) throw new Error('fill the taxonomy first');
  const now = Date.now();
  for (let start = from; start < from + count; start += ARTICLES_PER_BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(from + count, start + ARTICLES_PER_BATCH); i++) rows.push(articleRow(i, total, now, categoryIds));
    const inserts = rows.map((r) => db.insert(articles).values(r.values).returning({ id: articles.id }));
    const ids = (await db.batch(inserts as [(typeof inserts)[number], ...typeof inserts])).map((r) => r[0]!.id);
    const links = rows.flatMap((r, k) => {
      const chosen = new Set<number>();
      while (chosen.size < r.tagCount) chosen.add(pick(r.rnd, tagIds));
      return [...chosen].map((tag_id) => ({ article_id: ids[k]!, tag_id }));
    });
    const linkInserts = links.map((l) => db.insert(articleTags).values(l));
    await db.batch(linkInserts as [(typeof linkInserts)[number], ...typeof linkInserts]);
    await reindexArticles(d1, rows.map((r, k) => ({ id: ids[k]!, ...r.values })));
  }
  return { articles: count };
}

/** The filled articles readers can see, in id order: the first one is the one with many comments. */
async function visibleFilled(db: Db) {
  return (
    await db
      .select({ id: articles.id, createdAt: articles.createdAt })
      .from(articles)
      .where(and(isPublished, like(articles.article_title, `%${TITLE_MARK}%`)))
      .orderBy(articles.id)
      .all()
  );
}

const COMMENTS_PER_BATCH = 200;

async function fillComments(db: Db, from: number, count: number) {
  const targets = await visibleFilled(db);
  const people = await db.select({ id: users.id, nick_name: users.nick_name, avatar: users.avatar }).from(users).orderBy(users.id).all();
  if (!targets.length || !people.length) throw new Error('fill the articles first (and seed the demo users)');
  const hot = targets[0]!;
  // the busy article's comments 2,000 to 2,999 reply to one of its first parents, which the first 2,000 wrote
  let hotParents: { id: number; from_id: number }[] = [];
  for (let start = from; start < from + count; start += COMMENTS_PER_BATCH) {
    if (start >= HOT_PARENTS && start < HOT_COMMENTS && !hotParents.length) {
      hotParents = await db
        .select({ id: comments.id, from_id: comments.from_id })
        .from(comments)
        .where(and(eq(comments.type, COMMENT_TYPE.article), eq(comments.for_id, hot.id), isNull(comments.parent_id)))
        .orderBy(comments.id)
        .limit(200)
        .all();
    }
    const statements = [];
    for (let j = start; j < Math.min(from + count, start + COMMENTS_PER_BATCH); j++) {
      const rnd = random(1_000_003 + j);
      const author = pick(rnd, people);
      const target = j < HOT_COMMENTS ? hot : pick(rnd, targets);
      const reply = j >= HOT_PARENTS && j < HOT_COMMENTS && hotParents.length ? pick(rnd, hotParents) : null;
      const to = reply ? people.find((p) => p.id === reply.from_id) : undefined;
      const at = chinaTime(new Date(Date.parse(`${target.createdAt.replace(' ', 'T')}+08:00`) + rnd() * 30 * 86_400_000));
      statements.push(
        db.insert(comments).values({
          parent_id: reply?.id ?? null,
          type: COMMENT_TYPE.article,
          for_id: target.id,
          from_id: author.id,
          from_name: author.nick_name,
          from_avatar: author.avatar,
          to_id: to?.id ?? null,
          to_name: to?.nick_name ?? null,
          to_avatar: to?.avatar ?? null,
          content: `${sentence(rnd)}${sentence(rnd)}`,
          thumbs_up: Math.floor(rnd() * 40),
          ip: '127.0.0.1',
          ip_address: '本机地址',
          createdAt: at,
          updatedAt: at,
        }),
      );
    }
    await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  }
  return { comments: count, busyArticle: hot.id };
}

async function fillChat(env: Bindings, db: Db, from: number, count: number) {
  const people = await db.select({ id: users.id, nick_name: users.nick_name, avatar: users.avatar }).from(users).orderBy(users.id).all();
  const messages = [];
  for (let j = from; j < from + count; j++) {
    const rnd = random(7_000_001 + j);
    const author = pick(rnd, people);
    messages.push({ user_id: author.id, content: sentence(rnd), content_type: 'text' as const, nick_name: author.nick_name, avatar: author.avatar });
  }
  const room = env.CHAT_ROOM.getByName('public') as unknown as DurableObjectStub<import('./fill-room').ChatRoom>;
  return { chat: await room.fillHistory(messages) };
}

export const fillLarge: Tool = async (request, env) => {
  const input = body.parse(await request.json());
  const db = createDb(env.DB);
  let result: object;
  if (input.part === 'taxonomy') result = await fillTaxonomy(db);
  else if (input.part === 'articles') result = await fillArticles(db, env.DB, input.from, input.count, input.total);
  else if (input.part === 'comments') result = await fillComments(db, input.from, input.count);
  else result = await fillChat(env, db, input.from, input.count);
  return Response.json(result);
};

