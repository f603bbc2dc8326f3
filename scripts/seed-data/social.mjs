/**
 * Comments become rows here, together with what the app itself would have
 * produced around them: notifications for the people addressed, and likes.
 */
import { chinaTime } from '../lib/dev-env.mjs';
import { person } from './users.mjs';

const HOUR = 3_600_000;
const UNREAD_DAYS = 21;
/** Where each demo person comments from (the ip_address column), so no seeded comment shows "未知地区". */
const REGIONS = ['广东省深圳市', '北京市', '上海市', '浙江省杭州市', '四川省成都市', '湖北省武汉市', '江苏省南京市', '福建省厦门市'];
const regionOf = (userId) => REGIONS[(userId - 1) % REGIONS.length];

/**
 * The sentences of contract/notify-texts.ts (the seed runs on plain Node and cannot
 * import TypeScript): the contract's words, the quote clipped to 40 characters.
 * Like contract/comment-excerpt.ts, only the tags and Markdown that render become
 * their words (a seeded `Rc<RefCell<T>>` stays), and the message is HTML on the
 * wire, so what a person typed is escaped.
 */
const RENDERED_TAG = /<\/?(b|strong|i|em|u|s|del|br|p|span|code|pre|kbd|img|a)\b[^>]*>/gi;
const escapeHtml = (text) => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]);
const quote = (text) => {
  const flat = text
    .replace(RENDERED_TAG, '')
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/(\*\*|__|~~)(?=\S)([^]*?\S)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...flat];
  return escapeHtml(chars.length <= 40 ? flat : `${chars.slice(0, 39).join('')}…`);
};
const TARGET = { 1: '文章', 2: '说说', 3: '留言' };
/** The contract's closing "！", unless the quote already ends a sentence. */
const closed = (q) => (/[。！？!?~～…]$/.test(q) ? q : `${q}！`);

const parseChina = (s) => Date.parse(`${s.replace(' ', 'T')}+08:00`);
/** `hours` after a China-time stamp, but never later than a few minutes ago. */
const after = (stamp, hours) => chinaTime(new Date(Math.min(parseChina(stamp) + hours * HOUR, Date.now() - 10 * 60_000)));

function fromUser(id) {
  const u = person(id);
  return { from_id: u.id, from_name: u.nick_name, from_avatar: u.avatar };
}

export function commentRows(threads, { articleIds, articles, talks, messages }) {
  const comments = [];
  const notes = [];
  const targetOf = ({ type, slug, id }) => {
    const row = type === 1 ? articles.find((r) => r.id === articleIds.get(slug)) : (type === 2 ? talks : messages).find((r) => r.id === id);
    if (!row) throw new Error(`comment target not found: ${slug ?? id}`);
    return { for_id: row.id, createdAt: row.createdAt, authorId: type === 1 ? row.author_id : row.user_id };
  };
  const add = (row) => {
    const id = comments.length + 1;
    comments.push({ id, thumbs_up: 0, ip: `192.168.${row.from_id}.${id % 250}`, ip_address: regionOf(row.from_id), updatedAt: row.createdAt, ...row });
    return id;
  };
  for (const [target, hours, authorId, text, likes, replies] of threads) {
    const { for_id, createdAt, authorId: ownerId } = targetOf(target);
    const when = after(createdAt, hours);
    const parentId = add({ parent_id: null, type: target.type, for_id, ...fromUser(authorId), content: text, thumbs_up: likes, createdAt: when });
    if (ownerId && ownerId !== authorId) {
      notes.push({ user_id: ownerId, type: target.type, to_id: for_id, comment_id: parentId, createdAt: when,
        message: `您的${TARGET[target.type]}收到了来自于：${person(authorId).nick_name} 的评论: ${closed(quote(text))}` });
    }
    let last = when;
    for (const [replyHours, fromId, toId, replyText, replyLikes] of replies) {
      last = after(last, replyHours);
      const to = person(toId);
      const replyId = add({ parent_id: parentId, type: target.type, for_id, ...fromUser(fromId), to_id: to.id, to_name: to.nick_name, to_avatar: to.avatar,
        content: replyText, thumbs_up: replyLikes, createdAt: last });
      if (fromId !== toId) {
        notes.push({ user_id: toId, type: target.type, to_id: for_id, comment_id: replyId, createdAt: last,
          message: `您的收到了来自于：${person(fromId).nick_name} 的评论回复: ${closed(quote(replyText))}` });
      }
    }
  }
  return { comments, notes };
}

/** Board notes and link applications notify the owner, as the API does. */
export function ownerNotes(messages, links) {
  const notes = [];
  for (const msg of messages) {
    if (msg.user_id === 1) continue;
    notes.push({ user_id: 1, type: 3, to_id: null, createdAt: msg.createdAt, message: `您收到了来自于：${msg.nick_name} 的留言: ${closed(quote(msg.message))}` });
  }
  for (const link of links) {
    notes.push({ user_id: 1, type: 4, to_id: null, createdAt: link.createdAt, message: `您的收到了来自于：${link.site_name} 的友链申请，点我去后台审核！` });
  }
  return notes;
}

/** Newest first by id is how the app would have written them; recent ones stay unread. */
export function notifyRows(notes) {
  const cutoff = chinaTime(new Date(Date.now() - UNREAD_DAYS * 24 * HOUR));
  return [...notes]
    .sort((x, y) => x.createdAt.localeCompare(y.createdAt))
    .map((n, i) => ({ id: i + 1, ...n, isView: n.createdAt >= cutoff ? 1 : 2, updatedAt: n.createdAt }));
}

/** Likes by the owner, the test account and anonymous visitors (by IP). Counters on the rows already include them. */
export function likeRows({ articleIds, comments }) {
  const likes = [];
  const push = (type, for_id, who, createdAt) =>
    likes.push({ id: likes.length + 1, type, for_id, user_id: typeof who === 'number' ? who : null, ip: typeof who === 'string' ? who : null, createdAt, updatedAt: createdAt });
  const stamp = chinaTime(new Date(Date.now() - 2 * 24 * HOUR));
  for (const slug of ['blog-to-workers', 'rust-ownership', 'react-19-actions', 'yunnan-ten-days']) push(1, articleIds.get(slug), 2, stamp);
  for (const slug of ['blog-to-workers', 'web-vitals-checklist', 'd1-chinese-fts']) push(1, articleIds.get(slug), '10.0.0.8', stamp);
  push(2, 13, 2, stamp);
  push(2, 7, '10.0.0.8', stamp);
  push(3, 1, 2, stamp);
  push(3, 8, 1, stamp);
  for (const c of comments.filter((x) => x.parent_id === null && x.from_id !== 1).slice(0, 6)) push(4, c.id, 1, c.createdAt);
  for (const c of comments.filter((x) => x.from_id === 1).slice(0, 3)) push(4, c.id, 2, c.createdAt);
  return likes;
}
