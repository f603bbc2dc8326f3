import { commentExcerpt } from '@contract/comment-excerpt';
import type { Envelope, Page } from '@contract/envelope';
import type { OwnComment, OwnMessage } from '@contract/user-activity';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/router';
import { isOk } from '@/lib/api-client';
import { commentPagePath } from '@/lib/comment-link';
import { relativeTime } from '@/lib/format';
import { HeldMark } from '@/components/held-mark/held-mark';
import { activityApi } from '../api/activity-api';
import './own-activity.css';

type Tab = 'messages' | 'comments';
const PAGE = 10;

/** Comments and notes as one line of what was typed (allowed markup and Markdown become their words; `Vec<String>` stays); emoji-only ones say so. */
const plain = (text: string): string => commentExcerpt(text) || '（图片或表情）';

/** The page the comment is on, opened at the comment itself. */
const commentLink = (c: OwnComment) => commentPagePath(c.type, c.for_id, c.id) ?? `/message/detail?id=${c.for_id}`;

const KIND = ['', '文章', '说说', '留言'];

/** The user center's "my notes / my comments" lists, each paged with "load more". */
export function OwnActivity() {
  const [tab, setTab] = useState<Tab>('messages');
  const [items, setItems] = useState<(OwnComment | OwnMessage)[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const load: Promise<Envelope<Page<OwnComment | OwnMessage>>> =
      tab === 'messages' ? activityApi.messages(page, PAGE) : activityApi.comments(page, PAGE);
    load
      .then((res) => {
        if (!live || !isOk(res) || !res.result) return;
        const { list, total: count } = res.result;
        setItems((prev) => (page === 1 ? list : [...prev, ...list]));
        setTotal(count);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [tab, page]);

  const switchTo = (next: Tab) => {
    if (next === tab) return;
    setItems([]);
    setTotal(0);
    setPage(1);
    setTab(next);
  };

  return (
    <section className="uc-card uc-activity" aria-labelledby="uc-activity-title">
      <div className="uc-activity__head">
        <h3 id="uc-activity-title">我的动态</h3>
        <div className="uc-activity__tabs" role="tablist">
          <button type="button" role="tab" aria-selected={tab === 'messages'} onClick={() => switchTo('messages')}>
            我的留言
          </button>
          <button type="button" role="tab" aria-selected={tab === 'comments'} onClick={() => switchTo('comments')}>
            我的评论
          </button>
        </div>
      </div>
      <ul className="uc-activity__list">
        {items.map((item) =>
          'message' in item ? (
            <li key={`m${item.id}`}>
              <Link to={`/message/detail?id=${item.id}`} className="uc-activity__text">
                {plain(item.message)}
              </Link>
              <span className="uc-activity__meta">
                {item.held ? <HeldMark /> : null}
                {item.tag ? `#${item.tag} · ` : ''}
                {relativeTime(item.createdAt)} · {item.like_times} 赞 · {item.comment_total} 评论
              </span>
            </li>
          ) : (
            <li key={`c${item.id}`}>
              <Link to={commentLink(item)} className="uc-activity__text">
                {plain(item.content)}
              </Link>
              <span className="uc-activity__meta">
                {item.held ? <HeldMark /> : null}
                {item.parent_id ? '回复 · ' : ''}
                {KIND[item.type]}《{item.target_title ?? '已不可见的内容'}》 · {relativeTime(item.createdAt)}
              </span>
            </li>
          ),
        )}
      </ul>
      {!loading && items.length === 0 && (
        <p className="uc-activity__empty">{tab === 'messages' ? '还没有发过留言，去留言板说点什么吧～' : '还没有发表过评论'}</p>
      )}
      {items.length < total && (
        <button type="button" className="uc-button uc-button--ghost uc-activity__more" disabled={loading} onClick={() => setPage((p) => p + 1)}>
          {loading ? '加载中…' : '加载更多'}
        </button>
      )}
      {items.length > 0 && items.length >= total && <p className="uc-activity__empty">已经到底啦</p>}
    </section>
  );
}
