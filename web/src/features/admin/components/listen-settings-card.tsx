/**
 * 安全 › 一起听 (settings key `listen`, issue 31): who may control the chat room's shared player.
 * Saving hands the choice to the room at once; listeners' buttons follow.
 */
import { useQuery, useQueryClient } from '@/lib/query';
import { useEffect, useId, useState } from 'react';
import { LISTEN_CONTROL_MODES, type ListenControlMode } from '@contract/chat-listen';
import { LISTEN_CHOSEN_MAX, listenModeLabels, listenSetting, type ListenSetting } from '@contract/chat-listen-setting';
import { toast } from '@/components/toast/toast';
import { adminApi } from '../api/admin-api';
import { Badge } from './ui';
import './security-cards.css';

const PATH = '/api/admin/listen';
const KEY = ['admin', 'security', 'listen'];
const DEFAULTS: ListenSetting = { mode: 'owner', users: [] };

const hints: Record<ListenControlMode, string> = {
  owner: '播放、暂停、拖动进度、切歌和点歌只有站长能做，其他人可以加入一起听和给待播的歌投票。',
  chosen: '站长和下面填写的用户可以控制，适合请几位常来的朋友一起当 DJ。',
  members: '登录的读者都能控制播放和点歌。热闹，但也容易被随手切歌。',
};

const idsOf = (text: string) =>
  text
    .split(/[\s,，、]+/)
    .filter(Boolean)
    .map(Number);

export function ListenSettingsCard() {
  const client = useQueryClient();
  const view = useQuery({ queryKey: KEY, queryFn: () => adminApi.get<ListenSetting>(PATH) });
  const saved = view.data ?? DEFAULTS;
  const [mode, setMode] = useState<ListenControlMode>(saved.mode);
  const [users, setUsers] = useState(saved.users.join(', '));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const name = useId();
  useEffect(() => {
    if (!view.data) return;
    setMode(view.data.mode);
    setUsers(view.data.users.join(', '));
  }, [view.data]);
  const changed = mode !== saved.mode || users.trim() !== saved.users.join(', ');

  const save = async () => {
    const parsed = listenSetting.safeParse({ mode, users: idsOf(users) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '设置不合法');
    setSaving(true);
    try {
      const next = await adminApi.put<ListenSetting>(PATH, parsed.data);
      client.setQueryData(KEY, next);
      toast.success(listenModeLabels[next.mode], '一起听设置已保存');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="adm-card" aria-labelledby="listen-settings-title">
      <h2 className="adm-card__title" id="listen-settings-title">
        <span>一起听</span>
        {view.data ? <Badge tone="neutral">{listenModeLabels[saved.mode]}可以控制</Badge> : null}
      </h2>
      <p className="adm-rules__text">聊天室里的“一起听”让大家同时听同一首歌、看同一句歌词。这里决定谁能控制播放；站长（管理员）任何时候都能控制。</p>
      {view.isPending ? (
        <p className="adm-rules__text">加载中…</p>
      ) : view.isError ? (
        <p className="adm-rules__text">设置加载失败：{view.error instanceof Error ? view.error.message : '请稍后再试'}</p>
      ) : (
        <>
          <div className="adm-hold__modes" role="radiogroup" aria-label="谁可以控制一起听">
            {LISTEN_CONTROL_MODES.map((m) => (
              <label key={m} className={`adm-hold__mode${mode === m ? ' is-on' : ''}`}>
                <input type="radio" name={name} value={m} checked={mode === m} onChange={() => (setMode(m), setError(''))} />
                <span className="adm-hold__body">
                  <strong>{listenModeLabels[m]}</strong>
                  <small>{hints[m]}</small>
                </span>
              </label>
            ))}
          </div>
          {mode === 'chosen' ? (
            <label className="adm-field" style={{ marginTop: 14 }}>
              <span className="adm-field__label">指定的用户 ID（最多 {LISTEN_CHOSEN_MAX} 位，用逗号或空格隔开，可在“用户”页查到）</span>
              <input className="adm-input" value={users} placeholder="例如 2, 15" onChange={(e) => (setUsers(e.target.value), setError(''))} />
            </label>
          ) : null}
          {error ? (
            <p className="adm-field__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="adm-rules__actions">
            <button type="button" className="adm-btn adm-btn--primary" disabled={!changed || saving} onClick={() => void save()}>
              {saving ? '保存中…' : '保存'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
