/** Assembles the whole demo blog as [table, rows] in insertion order. */
import { articleRows } from './articles.mjs';
import { THREADS } from './comments.mjs';
import { galleryRows } from './gallery.mjs';
import { linkRows } from './links.mjs';
import { messageRows } from './messages.mjs';
import { categoryRows, configRows, headerRows, tagRows } from './site.mjs';
import { commentRows, likeRows, notifyRows, ownerNotes } from './social.mjs';
import { resourceRows } from './resources.mjs';
import { talkRows } from './talks.mjs';
import { OWNER, TESTER, userRows } from './users.mjs';

export const DEMO_LOGINS = [
  { role: '管理员（博主）', username: OWNER.username, password: OWNER.password },
  { role: '普通用户（测试账号）', username: TESTER.username, password: TESTER.password },
];

export async function buildSeed() {
  const { articles, links: articleTags, ids: articleIds } = await articleRows();
  const { talks, photos: talkPhotos } = talkRows();
  const { albums, photos } = galleryRows();
  const messages = messageRows();
  const links = linkRows();
  const { comments, notes } = commentRows(THREADS, { articleIds, articles, talks, messages });
  return [
    ['blog_user', await userRows()],
    ['blog_config', configRows()],
    ['blog_header', headerRows()],
    ['blog_category', categoryRows()],
    ['blog_tag', tagRows()],
    ['blog_article', articles],
    ['blog_article_tag', articleTags],
    ['blog_talk', talks],
    ['blog_talk_photo', talkPhotos],
    ['blog_photo_album', albums],
    ['blog_photo', photos],
    ['blog_links', links],
    ['blog_resource', resourceRows()],
    ['blog_message', messages],
    ['blog_comment', comments],
    ['blog_like', likeRows({ articleIds, comments })],
    ['blog_notify', notifyRows([...notes, ...ownerNotes(messages, links)])],
    ['account_writes', writeCounts(comments)],
  ];
}

/**
 * The demo's readers have written before: each account's comments count as accepted writes, so the
 * proof-of-work challenge treats them as established, as the migration does on an upgraded blog.
 */
function writeCounts(comments) {
  const counts = new Map();
  for (const c of comments) counts.set(c.from_id, (counts.get(c.from_id) ?? 0) + 1);
  return [...counts].map(([user_id, writes]) => ({ user_id, writes }));
}
