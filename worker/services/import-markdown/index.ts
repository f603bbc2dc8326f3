/**
 * Hexo/Hugo posts in: every Markdown file of a .zip (a folder zipped, or
 * zipped by the terminal command) becomes an article of the owner through the
 * editor's own service (addArticle: category and tags made when missing, the
 * search index kept), dated as the post says. A post whose title is already
 * taken is skipped, so importing the same folder again adds nothing.
 */
import { eq } from 'drizzle-orm';
import { ARTICLE_STATUS, articleAddBody } from '../../../contract/admin-article';
import { DATA_ERROR_CODE, dataTexts, type MarkdownImportSummary } from '../../../contract/admin-data';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { chinaTime } from '../../db/time';
import { AppError, fail } from '../../http/app-error';
import { issueMessage } from '../../http/validate';
import { addArticle } from '../admin-articles';
import { moveContentVersion } from '../content-version';
import type { Actor } from '../stored-files';
import { PostImages } from './post-images';
import { readPost, type Post } from './post';
import { TooBig, ZipFolder } from './zip-folder';

const MARKDOWN = /\.(md|markdown)$/i;
/** A post is text: anything bigger is not one (the editor takes 500 000 characters). */
const MAX_POST_BYTES = 2 * 1024 * 1024;

function articleInput(post: Post, content: string, cover: string) {
  return articleAddBody.safeParse({
    article_title: post.title,
    article_content: content,
    article_description: post.summary,
    article_cover: cover,
    category: { category_name: post.category },
    tagList: post.tags.map((tag_name) => ({ tag_name })),
    status: post.draft ? ARTICLE_STATUS.private : ARTICLE_STATUS.public,
    type: 1,
  });
}

export async function importMarkdown(db: Db, d1: D1Database, bucket: R2Bucket, zip: Uint8Array, owner: Actor): Promise<MarkdownImportSummary> {
  const folder = new ZipFolder(zip);
  const files = folder.paths.filter((p) => MARKDOWN.test(p)).sort((a, b) => a.localeCompare(b));
  if (!files.length) throw fail(DATA_ERROR_CODE, dataTexts.noPosts);
  const images = new PostImages(db, bucket, folder, owner);
  const summary: MarkdownImportSummary = { created: [], skipped: [], images: { uploaded: 0, missing: [] } };

  for (const file of files) {
    let source: string;
    try {
      source = new TextDecoder().decode(folder.bytes(file, MAX_POST_BYTES));
    } catch (error) {
      // an entry that cannot be read whole (broken, or its stated size lies) is skipped with the reason, as a picture is
      if (error instanceof AppError) summary.skipped.push({ file, title: '', reason: error.message });
      else if (error instanceof TooBig) summary.skipped.push({ file, title: '', reason: '文件过大，不像一篇文章' });
      else throw error;
      continue;
    }
    const post = readPost(file, source);
    if ('skip' in post) {
      summary.skipped.push({ file, title: '', reason: post.skip });
      continue;
    }
    const same = await db.select({ createdAt: articles.createdAt }).from(articles).where(eq(articles.article_title, post.title)).get();
    if (same) {
      const again = post.date !== null && same.createdAt === post.date;
      summary.skipped.push({ file, title: post.title, reason: again ? '已导入过（标题和日期相同），跳过' : '已有同名文章，跳过' });
      continue;
    }
    // checked before any picture goes up, so a post the editor would refuse leaves nothing behind
    const first = articleInput(post, post.body, '');
    if (!first.success) {
      summary.skipped.push({ file, title: post.title, reason: issueMessage(first.error.issues[0]) });
      continue;
    }
    const { text, problems } = await images.rewrite(file, post.body);
    summary.images.missing.push(...problems.map((p) => ({ file, ...p })));
    let cover = '';
    if (post.cover) {
      const found = await images.cover(file, post.cover);
      if ('url' in found) cover = found.url;
      else summary.images.missing.push({ file, ref: post.cover, reason: found.reason });
    }
    const input = articleInput(post, text, cover);
    if (!input.success) {
      summary.skipped.push({ file, title: post.title, reason: issueMessage(input.error.issues[0]) });
      continue;
    }
    const { id } = await addArticle(db, d1, input.data, owner.id);
    const created = post.date ?? chinaTime();
    await db.update(articles).set({ createdAt: created, updatedAt: post.updated ?? created }).where(eq(articles.id, id)).run();
    summary.created.push({ file, title: post.title, id, draft: post.draft });
  }
  summary.images.uploaded = images.uploaded;
  if (summary.created.length) await moveContentVersion(d1);
  return summary;
}
