import type { MessageItem } from '@contract/message';
import { useEffect, useState } from 'react';
import { Avatar } from '@/components/avatar/avatar';
import { isOk } from '@/lib/api-client';
import { messageApi } from '../api/message-api';
import { useBoardVersion } from '../stores/board-version';

const LANES = 6;
const SPACING = 7;

/** The floating (danmaku) view: every note drifts across in one of a few lanes; hovering pauses it. */
export function MessageDanmu() {
  const version = useBoardVersion((s) => s.version);
  const [list, setList] = useState<MessageItem[]>([]);

  useEffect(() => {
    let alive = true;
    messageApi
      .all()
      .then((res) => alive && isOk(res) && setList(res.result?.list ?? []))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [version]);

  const perLane = Math.max(1, Math.ceil(list.length / LANES));
  return (
    <div className="danmu" aria-label="弹幕留言">
      {list.length === 0 ? <p className="danmu__empty">还没有留言，来写第一条吧～</p> : null}
      {list.map((m, i) => {
        const lane = i % LANES;
        const order = Math.floor(i / LANES);
        // one speed per board so notes in a lane never overtake each other; spaced SPACING seconds apart,
        // started mid-flight (negative delay) so the sky is full at once
        const cycle = Math.max(18, perLane * SPACING);
        return (
          <div
            key={m.id}
            className="danmu__item"
            style={{ top: `${6 + lane * 15}%`, animationDuration: `${cycle}s`, animationDelay: `${-((order * SPACING + lane * 2.3) % cycle)}s` }}
          >
            <Avatar src={m.avatar} name={m.nick_name} size={26} />
            <span className="danmu__name">{m.nick_name}：</span>
            {/* plain text here: a drifting line has no room for markup */}
            <span className="danmu__text">{m.message.replace(/<[^>]*>/g, '')}</span>
          </div>
        );
      })}
    </div>
  );
}
