/**
 * 安全 › 审核策略 (settings key `hold`, issue 29): hold reader writes whatever the rules say —
 * nobody's, new accounts' (and guests'), or everyone's — and the way to the queue.
 */
import { useQuery, useQueryClient } from '@/lib/query';
import { useEffect, useId, useState } from 'react';
import { HOLD_DAYS, HOLD_DEFAULTS, holdSetting, type HoldMode, type HoldPolicy } from '@contract/write-rules';
import { toast } from '@/components/toast/toast';
import { adminApi } from '../api/admin-api';
import { useHeldCount } from './held-queue';
import { Badge } from './ui';
import { SECURITY_RULES_KEY, SECURITY_RULES_PATH, type SecuritySettings } from './write-rules-card';
import './security-cards.css';

const MODES: { mode: HoldMode; title: string; text: string }[] = [
  { mode: 'off', title: '不额外审核', text: '只有命中“内容规则”里设为“审核”的内容才进入待审核，其余立即公开。' },
  { mode: 'young', title: '新账号先审核', text: '注册不满所设天数的账号发的评论、回复、留言、友链申请和聊天消息，以及游客留言，都先进入待审核。老读者不受影响。' },
  { mode: 'all', title: '全部先审核', text: '所有读者发的内容都要你通过后才公开。适合被刷屏的时候临时开启。' },
];

export function HoldPolicyCard() {
  const client = useQueryClient();
  const view = useQuery({ queryKey: SECURITY_RULES_KEY, queryFn: () => adminApi.get<SecuritySettings>(SECURITY_RULES_PATH) });
  const [draft, setDraft] = useState<HoldPolicy>(HOLD_DEFAULTS);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const held = useHeldCount();
  const name = useId();
  useEffect(() => {
    if (view.data) setDraft(view.data.hold);
  }, [view.data]);
  const saved = view.data?.hold ?? HOLD_DEFAULTS;
  const changed = draft.mode !== saved.mode || draft.youngDays !== saved.youngDays;

  const save = async () => {
    const parsed = holdSetting.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '设置不合法');
    setSaving(true);
    try {
      const hold = await adminApi.put<HoldPolicy>('/api/admin/security/hold', parsed.data);
      client.setQueryData<SecuritySettings>(SECURITY_RULES_KEY, (old) => (old ? { ...old, hold } : old));
      setDraft(hold);
      toast.success(MODES.find((m) => m.mode === hold.mode)?.title ?? '', '审核策略已保存');
    } catch (e) {
      toast.error(e instanceof Error ? e.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="adm-card adm-hold" aria-labelledby="hold-policy-title">
      <h2 className="adm-card__title" id="hold-policy-title">
        <span>审核策略</span>
        <a href="/admin/moderation?tab=held" className="adm-hold__queue">
          待审核 {held ? <Badge tone="warn">{held}</Badge> : <Badge tone="neutral">0</Badge>}
        </a>
      </h2>
      <p className="adm-rules__text">
        先审核的内容只有作者本人（标着“审核中”）和你能看到，不计入评论数，不出现在侧栏、列表和搜索里，也不会发出通知；你在
        <a href="/admin/moderation?tab=held">评论与留言 › 待审核</a>里通过后才公开。你自己（管理员）发的内容永远直接公开。
      </p>
      <div className="adm-hold__modes" role="radiogroup" aria-label="审核策略">
        {MODES.map((m) => (
          <label key={m.mode} className={`adm-hold__mode${draft.mode === m.mode ? ' is-on' : ''}`}>
            <input type="radio" name={name} value={m.mode} checked={draft.mode === m.mode} onChange={() => (setDraft({ ...draft, mode: m.mode }), setError(''))} />
            <span className="adm-hold__body">
              <strong>{m.title}</strong>
              <small>{m.text}</small>
              {m.mode === 'young' ? (
                <span className="adm-rule__sentence">
                  注册不满{' '}
                  <input
                    type="number"
                    inputMode="numeric"
                    className="adm-input adm-rule__num"
                    aria-label="新账号的天数"
                    min={HOLD_DAYS.min}
                    max={HOLD_DAYS.max}
                    value={Number.isFinite(draft.youngDays) ? draft.youngDays : ''}
                    onChange={(e) => (setDraft({ ...draft, youngDays: e.target.value === '' ? Number.NaN : Number(e.target.value) }), setError(''))}
                  />{' '}
                  天算新账号
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="adm-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="adm-field__hint adm-hold__note">
        人机验证没有完成的内容（例如来自不能做验证的旧版客户端）是拒绝还是先审核，在本页的“人机验证”卡片里设置。
      </p>
      <div className="adm-rules__actions">
        <button type="button" className="adm-btn adm-btn--primary" disabled={!changed || saving} onClick={() => void save()}>
          {saving ? '保存中…' : '保存'}
        </button>
      </div>
    </section>
  );
}
