import type { MessageItem } from '@contract/message';
import { useEffect, useState, type CSSProperties } from 'react';
import { Avatar } from '@/components/avatar/avatar';
import { isOk } from '@/lib/api-client';
import { toPlainText } from '@/lib/rich-text';
import { messageApi } from '../api/message-api';
import { useBoardVersion } from '../stores/board-version';

// lanes: enough that a lane holds about two notes (a phone's sky is only ~two bubbles wide), as many as fit the box
const MIN_LANES = 4;
const MAX_LANES = 10;
const SECONDS_PER_NOTE = 9;

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

  const lanes = Math.min(MAX_LANES, Math.max(MIN_LANES, Math.ceil(list.length / 2)));
  const perLane = Math.max(1, Math.ceil(list.length / lanes));
  // one speed and one flight length for every note (the CSS --danmu-run) so none overtakes another;
  // notes of a lane are spread evenly over the cycle
  const cycle = Math.max(18, perLane * SECONDS_PER_NOTE);
  const sky = { '--danmu-per-lane': perLane } as CSSProperties;
  return (
    <div className="danmu" role="region" aria-label="弹幕留言" style={sky}>
      {list.length === 0 ? <p className="danmu__empty">还没有留言，来写第一条吧～</p> : null}
      {list.map((m, i) => {
        const lane = i % lanes;
        const order = Math.floor(i / lanes);
        // started mid-flight (negative delay) so the sky is full at once; lanes are staggered
        return (
          <div
            key={m.id}
            className="danmu__item"
            style={{
              top: `${4 + lane * (88 / lanes)}%`,
              animationDuration: `${cycle}s`,
              animationDelay: `${-(((order * cycle) / perLane + lane * 2.3) % cycle)}s`,
            }}
          >
            <Avatar src={m.avatar} name={m.nick_name} size={26} />
            <span className="danmu__name">{m.nick_name}：</span>
            {/* plain text here: a drifting line has no room for markup */}
            <span className="danmu__text">{toPlainText(m.message)}</span>
          </div>
        );
      })}
    </div>
  );
}
