/**
 * 安全 › 人机验证 (settings key `challenge`, issue 29): the proof-of-work's difficulty, which writes
 * need it, how many writes a new account solves for, and what a write without a solution meets.
 * Every choice says in Chinese what it does; docs/security.md tells the rest.
 */
import { useQuery, useQueryClient } from '@/lib/query';
import { useEffect, useId, useState } from 'react';
import {
  CHALLENGE_LEVELS,
  NEW_ACCOUNT_WRITES_MAX,
  SCOPE_TEXTS,
  UNSOLVED_MODES,
  challengeSettings,
  type ChallengeLevel,
  type ChallengeSettings,
  type UnsolvedMode,
} from '@contract/challenge';
import { CHALLENGE_SCOPES } from '@contract/challenge-rules';
import { toast } from '@/components/toast/toast';
import { adminApi } from '../api/admin-api';
import { Badge } from './ui';
import './security-cards.css';
import './challenge-settings.css';

const PATH = '/api/admin/challenge';
const KEY = ['admin', 'security', 'challenge'];
const DEFAULTS = challengeSettings.parse({});

const same = (a: ChallengeSettings, b: ChallengeSettings) => JSON.stringify(a) === JSON.stringify(b);

export function ChallengeSettingsCard() {
  const client = useQueryClient();
  const view = useQuery({ queryKey: KEY, queryFn: () => adminApi.get<ChallengeSettings>(PATH) });
  const [draft, setDraft] = useState<ChallengeSettings>(DEFAULTS);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const levelName = useId();
  const unsolvedName = useId();
  useEffect(() => {
    if (view.data) setDraft(view.data);
  }, [view.data]);
  const saved = view.data ?? DEFAULTS;
  const on = CHALLENGE_SCOPES.filter((s) => saved[s]).length;
  const set = (patch: Partial<ChallengeSettings>) => {
    setDraft({ ...draft, ...patch });
    setError('');
  };

  const save = async () => {
    const parsed = challengeSettings.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '设置不合法');
    setSaving(true);
    try {
      const next = await adminApi.put<ChallengeSettings>(PATH, parsed.data);
      client.setQueryData(KEY, next);
      setDraft(next);
      toast.success(`难度 ${CHALLENGE_LEVELS[next.difficulty].label}，${CHALLENGE_SCOPES.filter((s) => next[s]).length} 项操作需要验证`, '人机验证设置已保存');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="adm-card adm-challenge" aria-labelledby="challenge-settings-title">
      <h2 className="adm-card__title" id="challenge-settings-title">
        <span>人机验证</span>
        {view.data ? <Badge tone={on ? 'ok' : 'neutral'}>{on ? `${on} 项操作需要验证` : '未开启'}</Badge> : null}
      </h2>
      <p className="adm-rules__text">
        读者提交时，浏览器在后台做一道由本站出题的计算题（工作量证明），通常在读者打字时就已算完，看不到验证码，也不用点选图片。批量注册、刷帖的脚本每提交一次都要付出同样的计算时间，
        一道题只能用一次、5 分钟后作废。出题、验题都在本站完成，不加载任何第三方脚本，也不把读者的信息发给别人。
      </p>
      {view.isPending ? (
        <p className="adm-rules__text">加载中…</p>
      ) : view.isError ? (
        <p className="adm-rules__text">设置加载失败：{view.error instanceof Error ? view.error.message : '请稍后再试'}</p>
      ) : (
        <>
          <h3 className="adm-challenge__heading">难度</h3>
          <div className="adm-hold__modes" role="radiogroup" aria-label="难度">
            {(Object.keys(CHALLENGE_LEVELS) as ChallengeLevel[]).map((level) => (
              <label key={level} className={`adm-hold__mode${draft.difficulty === level ? ' is-on' : ''}`}>
                <input type="radio" name={levelName} value={level} checked={draft.difficulty === level} onChange={() => set({ difficulty: level })} />
                <span className="adm-hold__body">
                  <strong>{CHALLENGE_LEVELS[level].label}</strong>
                  <small>{CHALLENGE_LEVELS[level].hint}</small>
                </span>
              </label>
            ))}
          </div>

          <h3 className="adm-challenge__heading">哪些操作需要验证</h3>
          <ul className="adm-challenge__scopes">
            {CHALLENGE_SCOPES.map((scope) => (
              <li key={scope}>
                <label className="adm-challenge__scope">
                  <input type="checkbox" checked={draft[scope]} onChange={(e) => set({ [scope]: e.target.checked })} />
                  <span>
                    <strong>{SCOPE_TEXTS[scope].label}</strong>
                    <small>{SCOPE_TEXTS[scope].hint}</small>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <p className={`adm-rule__sentence adm-challenge__writes${draft.comment || draft.chat ? '' : ' is-off'}`}>
            新账号的前{' '}
            <input
              type="number"
              inputMode="numeric"
              className="adm-input adm-rule__num"
              aria-label="新账号需要验证的写入次数"
              min={0}
              max={NEW_ACCOUNT_WRITES_MAX}
              value={Number.isFinite(draft.newAccountWrites) ? draft.newAccountWrites : ''}
              onChange={(e) => set({ newAccountWrites: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
            />{' '}
            条评论和聊天消息需要验证，之后不再打扰（填 0 则新账号也不需要）。
          </p>

          <h3 className="adm-challenge__heading">没有完成验证的提交</h3>
          <div className="adm-hold__modes adm-challenge__unsolved" role="radiogroup" aria-label="没有完成验证的提交">
            {(Object.keys(UNSOLVED_MODES) as UnsolvedMode[]).map((mode) => (
              <label key={mode} className={`adm-hold__mode${draft.unsolved === mode ? ' is-on' : ''}`}>
                <input type="radio" name={unsolvedName} value={mode} checked={draft.unsolved === mode} onChange={() => set({ unsolved: mode })} />
                <span className="adm-hold__body">
                  <strong>{UNSOLVED_MODES[mode].label}</strong>
                  <small>{UNSOLVED_MODES[mode].hint}</small>
                </span>
              </label>
            ))}
          </div>
          <p className="adm-field__hint adm-challenge__note">
            本站的页面总会自动完成验证；只有不会做验证的程序（例如原版 blog-v3 客户端）才会“没有完成验证”。注册和聊天消息不能先审核：没有验证时总是拒绝，
            所以想让旧客户端还能注册，请取消勾选“注册账号”。
          </p>
          {error ? (
            <p className="adm-field__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="adm-rules__actions">
            <button type="button" className="adm-btn adm-btn--ghost" disabled={same(draft, saved) || saving} onClick={() => (setDraft(saved), setError(''))}>
              还原
            </button>
            <button type="button" className="adm-btn adm-btn--primary" disabled={same(draft, saved) || saving} onClick={() => void save()}>
              {saving ? '保存中…' : '保存'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
