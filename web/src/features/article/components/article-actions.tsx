import { useState } from 'react';
import { LIKE_TYPE } from '@contract/target-types';
import { HeartIcon } from '@/components/action-icons';
import { QrIcon } from '@/components/icons';
import { useLikeToggle } from '@/hooks/use-like-toggle';
import { useArticleLiked } from '../api/like-api';
import { SharePanel } from './share-panel';
import './article-actions.css';

/** The owner's payment codes from the site config; either may be empty. */
export interface RewardCodes {
  wechat?: string;
  alipay?: string;
}

type Panel = 'share' | 'reward' | null;

interface ArticleActionsProps {
  id: number;
  title: string;
  likes: number;
  reward?: RewardCodes;
}

/** Under the article: like (type 1) with its count, share (link + a QR code made here) and reward (赞赏) when the owner set codes. */
export default function ArticleActions({ id, title, likes, reward }: ArticleActionsProps) {
  const liked = useArticleLiked(id);
  const like = useLikeToggle(LIKE_TYPE.article, id, { liked: liked.data ?? false, count: likes });
  const [panel, setPanel] = useState<Panel>(null);
  const codes = [
    { label: '微信', src: reward?.wechat },
    { label: '支付宝', src: reward?.alipay },
  ].filter((c): c is { label: string; src: string } => Boolean(c.src));
  const toggle = (next: Panel) => setPanel((p) => (p === next ? null : next));

  return (
    <section className="article-actions" aria-label="点赞、分享与赞赏">
      <div className="article-actions__row">
        <button
          type="button"
          className={`article-action article-action--like${like.liked ? ' is-active' : ''}`}
          aria-pressed={like.liked}
          title={`${like.liked ? '取消点赞' : '点赞'}，已有 ${like.count} 人点赞`}
          onClick={like.toggle}
        >
          <HeartIcon filled={like.liked} width={18} height={18} />
          <span>{like.liked ? '已赞' : '点赞'}</span>
          <span className="article-action__count">{like.count}</span>
        </button>
        <button
          type="button"
          className={`article-action${panel === 'share' ? ' is-open' : ''}`}
          aria-expanded={panel === 'share'}
          aria-controls="article-share"
          onClick={() => toggle('share')}
        >
          <QrIcon width={18} height={18} />
          <span>分享</span>
        </button>
        {codes.length ? (
          <button
            type="button"
            className={`article-action article-action--reward${panel === 'reward' ? ' is-open' : ''}`}
            aria-expanded={panel === 'reward'}
            aria-controls="article-reward"
            onClick={() => toggle('reward')}
          >
            <span aria-hidden="true">赏</span>
            <span>赞赏</span>
          </button>
        ) : null}
      </div>
      {panel === 'share' ? <SharePanel title={title} /> : null}
      {panel === 'reward' ? (
        <div id="article-reward" className="article-panel article-reward">
          <p className="article-panel__lead">如果这篇文章帮到了你，可以请博主喝杯咖啡 ☕</p>
          <div className="article-reward__codes">
            {codes.map((c) => (
              <figure key={c.label} className="article-qr">
                <img src={c.src} alt={`${c.label}赞赏码`} width={150} height={150} loading="lazy" />
                <figcaption>{c.label}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
