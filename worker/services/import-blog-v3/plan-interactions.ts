/**
 * The plan for what the original blog's readers wrote and did: message-board
 * notes and friend links, comments (replies after their parents), likes (one
 * per person and target, as the like table's unique key has it) and
 * notifications, each pointing at rows plan.ts has already placed.
 */
import type { Planner } from './planner';
import { likeKey } from './site-state';
import type { SourceRow } from './source-tables';
import { COMMENT_TARGETS, LIKE_TARGETS, NOTIFY_TARGETS } from './tables';

export function messagesAndLinks(p: Planner) {
  for (const m of p.rows('blog_message')) {
    if (p.already('blog_message', m.id)) continue;
    const id = p.allocate('blog_message', m.id);
    p.insert('blog_message', 'blog_message', m.id, id, {
      id,
      message: m.message,
      color: m.color,
      font_size: m.font_size,
      font_weight: m.font_weight,
      bg_color: m.bg_color,
      bg_url: m.bg_url,
      // a guest's note (no account) keeps only its nick name
      user_id: p.target('blog_user', m.user_id) ?? null,
      nick_name: m.nick_name,
      tag: m.tag,
      like_times: m.like_times,
      ...p.stamps(m),
    });
  }
  for (const l of p.rows('blog_links')) {
    if (p.already('blog_links', l.id)) continue;
    const id = p.allocate('blog_links', l.id);
    const applicant = p.target('blog_user', l.user_id);
    p.insert('blog_links', 'blog_links', l.id, id, {
      id,
      site_name: l.site_name,
      site_desc: l.site_desc,
      site_avatar: l.site_avatar,
      url: l.url,
      status: l.status,
      user_id: applicant === undefined ? '' : String(applicant),
      ...p.stamps(l),
    });
  }
}

/** Comments, each after its parent: a reply whose parent was not imported is not either. */
export function comments(p: Planner) {
  const rows = p.rows('blog_comment');
  const byId = new Map(rows.map((c) => [c.id, c]));
  const settled = new Set<number>();
  let missingAuthors = 0;
  // a row is settled before its parent is looked at, so a cycle of parents ends instead of recursing
  const settle = (c: SourceRow<'blog_comment'>) => {
    if (settled.has(c.id)) return;
    settled.add(c.id);
    if (p.already('blog_comment', c.id)) return;
    const forTable = COMMENT_TARGETS[c.type];
    if (!forTable) return p.skip('blog_comment', c.id, `unknown comment type ${c.type}`);
    const forId = p.target(forTable, c.for_id);
    if (forId === undefined) return p.skip('blog_comment', c.id, `its ${forTable.replace('blog_', '')} ${c.for_id} was not imported`);
    let parent: number | null = null;
    if (c.parent_id) {
      const source = byId.get(c.parent_id);
      if (source) settle(source);
      parent = p.target('blog_comment', c.parent_id) ?? null;
      if (parent === null) return p.skip('blog_comment', c.id, `its parent comment ${c.parent_id} was not imported`);
    }
    const from = p.target('blog_user', c.from_id);
    if (from === undefined) missingAuthors++;
    const id = p.allocate('blog_comment', c.id);
    p.insert('blog_comment', 'blog_comment', c.id, id, {
      id,
      parent_id: parent,
      type: c.type,
      for_id: forId,
      // 0: the account is gone; the comment still shows the name it was written under
      from_id: from ?? 0,
      from_name: c.from_name,
      from_avatar: c.from_avatar,
      to_id: p.target('blog_user', c.to_id) ?? null,
      to_name: c.to_name,
      to_avatar: c.to_avatar,
      content: c.content,
      thumbs_up: c.thumbs_up,
      ip: c.ip,
      ip_address: '',
      ...p.stamps(c),
    });
  };
  for (const c of rows) settle(c);
  if (missingAuthors) p.note(`${missingAuthors} comment(s) by accounts missing from the dump keep their names but belong to no account`);
}

export function likes(p: Planner) {
  const keys = new Set(p.site.likes);
  for (const l of p.rows('blog_like')) {
    if (p.already('blog_like', l.id)) continue;
    const forTable = LIKE_TARGETS[l.type];
    if (!forTable) {
      p.skip('blog_like', l.id, `unknown like type ${l.type}`);
      continue;
    }
    const forId = p.target(forTable, l.for_id);
    const user = l.user_id ? p.target('blog_user', l.user_id) : null;
    const ip = user ? null : l.ip;
    const key = forId === undefined ? '' : likeKey(l.type, forId, user ?? null, ip);
    if (forId === undefined) p.skip('blog_like', l.id, `its ${forTable.replace('blog_', '')} ${l.for_id} was not imported`);
    else if (user === undefined) p.skip('blog_like', l.id, `its user ${l.user_id} was not imported`);
    else if (!user && !ip) p.skip('blog_like', l.id, 'neither a user nor an IP');
    else if (keys.has(key)) p.skip('blog_like', l.id, 'the same user (or IP) already likes it');
    else {
      keys.add(key);
      const id = p.allocate('blog_like', l.id);
      p.insert('blog_like', 'blog_like', l.id, id, { id, type: l.type, for_id: forId, user_id: user, ip, ...p.stamps(l) });
    }
  }
}

export function notifies(p: Planner) {
  for (const n of p.rows('blog_notify')) {
    if (p.already('blog_notify', n.id)) continue;
    const user = p.target('blog_user', n.user_id);
    if (user === undefined) {
      p.skip('blog_notify', n.id, `its user ${n.user_id} was not imported`);
      continue;
    }
    const toTable = NOTIFY_TARGETS[n.type];
    const id = p.allocate('blog_notify', n.id);
    p.insert('blog_notify', 'blog_notify', n.id, id, {
      id,
      message: n.message,
      user_id: user,
      type: n.type,
      // where the notice leads; nowhere rather than to another row that happens to have the old id
      to_id: toTable ? (p.target(toTable, n.to_id) ?? null) : null,
      isView: n.isView,
      ...p.stamps(n),
    });
  }
}
