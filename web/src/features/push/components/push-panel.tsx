import { OWNER_TOPICS, PUBLIC_TOPICS, READER_TOPICS, pushTopicLabels, type PushTopic } from '@contract/push-topics';
import { ROLE_ADMIN } from '@contract/session';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session-store';
import { usePush, type PushState } from '../hooks/use-push';
import './push.css';

/** What this reader may follow: public posts without an account, their own replies with one, the site's queue for the owner. */
function topicsFor(role: number | undefined): { reader: readonly PushTopic[]; owner: readonly PushTopic[] } {
  if (role === undefined) return { reader: PUBLIC_TOPICS, owner: [] };
  return { reader: READER_TOPICS, owner: role === ROLE_ADMIN ? OWNER_TOPICS : [] };
}

function statusLine(push: PushState): string {
  if (push.permission === 'unsupported') return '当前浏览器不支持推送通知。iPhone 和 iPad 需要先把本站“添加到主屏幕”，从主屏幕打开后才能开启。';
  if (push.permission === 'denied') return '通知权限已被拒绝：请在浏览器的网站设置里允许本站发送通知，再回来开启。';
  if (push.subscribed) return '已开启：有新消息时，即使没有打开本站，也会在系统通知里提醒你。';
  return '开启后，有新消息时会在系统通知里提醒你，不需要注册任何第三方服务。';
}

/** 推送通知 in the user center: permission, this browser's switch and the topics (issue 30). */
export function PushPanel() {
  const role = useSession((s) => (s.token ? s.userInfo?.role : undefined));
  const push = usePush();
  const { reader, owner } = topicsFor(role);
  const allowed = [...reader, ...owner];
  const [chosen, setChosen] = useState<PushTopic[]>(allowed);
  const allowedKey = allowed.join();

  // what the site holds is what the boxes show once subscribed; before that, everything this reader may follow
  useEffect(() => {
    setChosen(push.subscribed ? push.topics : allowedKey.split(',').filter(Boolean) as PushTopic[]);
  }, [push.subscribed, push.topics, allowedKey]);

  const usable = push.permission !== 'unsupported' && push.permission !== 'denied';
  const toggle = (topic: PushTopic, on: boolean) => {
    const next = allowed.filter((t) => (t === topic ? on : chosen.includes(t)));
    setChosen(next);
    if (!push.subscribed) return;
    if (next.length) void push.setTopics(next);
    else void push.disable();
  };

  const box = (topic: PushTopic) => (
    <label key={topic} className="push-topic">
      <input type="checkbox" checked={chosen.includes(topic)} disabled={!usable || push.busy} onChange={(e) => toggle(topic, e.target.checked)} />
      <span>{pushTopicLabels[topic]}</span>
    </label>
  );

  return (
    <section className="uc-card push-panel" aria-labelledby="push-title">
      <div className="push-panel__head">
        <h2 id="push-title" className="uc-card__title">
          推送通知
        </h2>
        {usable ? (
          <button
            type="button"
            role="switch"
            className="push-switch"
            aria-checked={Boolean(push.subscribed)}
            aria-label="在此浏览器接收推送"
            disabled={push.busy || push.subscribed === null || (!push.subscribed && chosen.length === 0)}
            onClick={() => void (push.subscribed ? push.disable() : push.enable(chosen))}
          >
            <span className="push-switch__knob" />
          </button>
        ) : null}
      </div>
      <p className={`push-panel__status${push.permission === 'denied' ? ' is-warning' : ''}`} role="status">
        {statusLine(push)}
      </p>
      {usable ? (
        <fieldset className="push-panel__topics">
          <legend>提醒我</legend>
          <div className="push-panel__group">{reader.map(box)}</div>
          {owner.length ? (
            <div className="push-panel__group">
              <span className="push-panel__group-label">博主</span>
              {owner.map(box)}
            </div>
          ) : null}
          {role === undefined ? <p className="push-panel__hint">登录后还可以收到回复我的、@我的和友链申请结果的提醒。</p> : null}
        </fieldset>
      ) : null}
    </section>
  );
}
