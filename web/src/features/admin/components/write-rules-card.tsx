/**
 * 安全 › 内容规则 (settings key `write_rules`, issue 29): what every reader write is checked
 * against, each rule off, 拒绝 or 审核, explained next to it. The chat room gets a save at once.
 */
import { useQuery, useQueryClient } from '@/lib/query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  RULE_ACTIONS,
  WRITE_RULE_LIMITS as LIMITS,
  WRITE_RULES_DEFAULTS,
  writeRulesSetting,
  type HoldPolicy,
  type RuleAction,
  type WriteField,
  type WriteRules,
} from '@contract/write-rules';
import { toast } from '@/components/toast/toast';
import { adminApi } from '../api/admin-api';
import { Badge } from './ui';
import './security-cards.css';

export const SECURITY_RULES_KEY = ['admin', 'security', 'rules'];
export const SECURITY_RULES_PATH = '/api/admin/security/rules';
export type SecuritySettings = { rules: WriteRules; hold: HoldPolicy };

const ACTION_NAMES: Record<RuleAction, string> = { off: '关闭', refuse: '拒绝', hold: '审核' };

/** 关闭 / 拒绝 / 审核 for one rule, as a radio group. */
function ActionPicker({ value, onChange, label }: { value: RuleAction; onChange: (a: RuleAction) => void; label: string }) {
  const name = useId();
  return (
    <div className="adm-segment adm-rule__action" role="radiogroup" aria-label={`${label}：命中时`}>
      {RULE_ACTIONS.map((a) => (
        <label key={a} className={`adm-segment__item adm-rule__action--${a}${value === a ? ' is-on' : ''}`}>
          <input type="radio" name={name} value={a} checked={value === a} onChange={() => onChange(a)} />
          {ACTION_NAMES[a]}
        </label>
      ))}
    </div>
  );
}

function Rule({ title, hint, action, onAction, error, children }: { title: string; hint: ReactNode; action: RuleAction; onAction: (a: RuleAction) => void; error?: string; children?: ReactNode }) {
  return (
    <div className={`adm-rule${action === 'off' ? ' adm-rule--off' : ''}${error ? ' adm-rule--invalid' : ''}`}>
      <div className="adm-rule__main">
        <h3 className="adm-rule__title">{title}</h3>
        <p className="adm-rule__hint">{hint}</p>
        {children}
        {error ? (
          <p className="adm-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <ActionPicker value={action} onChange={onAction} label={title} />
    </div>
  );
}

/** A whole number inside a sentence. */
function Num({ value, onChange, min, max, label }: { value: number; onChange: (n: number) => void; min: number; max: number; label: string }) {
  return (
    <input
      type="number"
      inputMode="numeric"
      className="adm-input adm-rule__num"
      aria-label={label}
      min={min}
      max={max}
      value={Number.isFinite(value) ? value : ''}
      onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
    />
  );
}

type Draft = Omit<WriteRules, WriteField> & Record<WriteField, { text: string; action: RuleAction }>;

const toDraft = (r: WriteRules): Draft => ({
  ...r,
  nickname: { text: r.nickname.patterns.join('\n'), action: r.nickname.action },
  site: { text: r.site.patterns.join('\n'), action: r.site.action },
  body: { text: r.body.patterns.join('\n'), action: r.body.action },
});
const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);
const fromDraft = (d: Draft): WriteRules => ({
  ...d,
  nickname: { patterns: lines(d.nickname.text), action: d.nickname.action },
  site: { patterns: lines(d.site.text), action: d.site.action },
  body: { patterns: lines(d.body.text), action: d.body.action },
});

const FIELDS: { field: WriteField; title: string; hint: string; placeholder: string }[] = [
  { field: 'body', title: '内容屏蔽词', hint: '评论、回复、留言（含标签）、聊天消息的文字，以及友链申请的网站名称和简介。', placeholder: '加*微信\n代开发票\n博彩' },
  { field: 'nickname', title: '昵称屏蔽词', hint: '作者在本站显示的昵称（游客留言没有昵称，不检查）。', placeholder: '客服\n官方' },
  { field: 'site', title: '网址规则', hint: '友链申请填写的网站地址，例如屏蔽某个域名或后缀。', placeholder: '*.casino\nbad-site.com' },
];

export function WriteRulesCard() {
  const client = useQueryClient();
  const view = useQuery({ queryKey: SECURITY_RULES_KEY, queryFn: () => adminApi.get<SecuritySettings>(SECURITY_RULES_PATH) });
  const [draft, setDraft] = useState<Draft>(() => toDraft(WRITE_RULES_DEFAULTS));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (view.data) setDraft(toDraft(view.data.rules));
  }, [view.data]);

  const patch = <K extends keyof Draft>(key: K, value: Partial<Draft[K]>) => {
    setDraft((d) => ({ ...d, [key]: { ...d[key], ...value } }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const on = (Object.keys(draft) as (keyof Draft)[]).filter((k) => draft[k].action !== 'off').length;

  const save = async () => {
    const parsed = writeRulesSetting.safeParse(fromDraft(draft));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return toast.warning('请检查标红的规则');
    }
    setSaving(true);
    try {
      const rules = await adminApi.put<WriteRules>(SECURITY_RULES_PATH, parsed.data);
      client.setQueryData<SecuritySettings>(SECURITY_RULES_KEY, (old) => ({ hold: old?.hold ?? { mode: 'off', youngDays: 3 }, rules }));
      setDraft(toDraft(rules));
      toast.success('新规则立即生效，聊天室也一样', '内容规则已保存');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="adm-card adm-rules" aria-labelledby="write-rules-title">
      <h2 className="adm-card__title" id="write-rules-title">
        <span>内容规则</span>
        <Badge tone={on ? 'ok' : 'neutral'}>{on ? `${on} 条规则开启` : '全部关闭'}</Badge>
      </h2>
      <p className="adm-rules__text">
        读者每一次发表（评论、回复、说说评论、留言、友链申请、聊天消息）都先过这些规则。每条规则命中时可以：<b>拒绝</b>——不保存，并告诉对方原因（不会说出命中了哪个词）；
        <b>审核</b>——先保存，只有作者本人（标着“审核中”）和你能看到，在<a href="/admin/moderation?tab=held">评论与留言 › 待审核</a>里通过后才公开、才发通知。你自己（管理员）发的内容不受规则限制。
      </p>
      {view.isError ? <p className="adm-rules__text">设置加载失败：{view.error instanceof Error ? view.error.message : '请稍后再试'}</p> : null}
      <div className="adm-rules__list">
        <Rule
          title="链接数量"
          hint="一条内容里的 http://、https:// 和 www. 各算一个链接。垃圾内容大多带着好几个链接。"
          action={draft.links.action}
          onAction={(action) => patch('links', { action })}
          error={errors.links}
        >
          <p className="adm-rule__sentence">
            超过 <Num label="链接上限" value={draft.links.max} min={0} max={LIMITS.linksMax} onChange={(max) => patch('links', { max })} /> 个链接时命中（填 0 表示不允许任何链接）
          </p>
        </Rule>
        {FIELDS.map(({ field, title, hint, placeholder }) => (
          <Rule
            key={field}
            title={title}
            hint={
              <>
                {hint}每行一条，<code>*</code> 代表任意几个字；不分大小写和全角半角，忽略空格和形近字符（0 与 o、1 与 l）。最多 {LIMITS.patterns} 条，每条不超过 {LIMITS.patternChars} 字。
              </>
            }
            action={draft[field].action}
            onAction={(action) => patch(field, { action })}
            error={errors[field]}
          >
            <textarea
              className="adm-input adm-rule__words"
              rows={3}
              aria-label={`${title}，每行一条`}
              placeholder={placeholder}
              value={draft[field].text}
              onChange={(e) => patch(field, { text: e.target.value })}
            />
            <p className="adm-muted adm-rule__count">{lines(draft[field].text).length} 条</p>
          </Rule>
        ))}
        <Rule
          title="重复内容"
          hint="同样的话（忽略空格、大小写等差别）在短时间里出自好几个不同的账号，多半是一批脚本账号在刷。"
          action={draft.repeat.action}
          onAction={(action) => patch('repeat', { action })}
          error={errors.repeat}
        >
          <p className="adm-rule__sentence">
            <Num label="重复内容的时间窗口（分钟）" value={draft.repeat.minutes} min={LIMITS.minutes.min} max={LIMITS.minutes.max} onChange={(minutes) => patch('repeat', { minutes })} /> 分钟内，第{' '}
            <Num label="作者数" value={draft.repeat.accounts} min={LIMITS.repeatAccounts.min} max={LIMITS.repeatAccounts.max} onChange={(accounts) => patch('repeat', { accounts })} /> 个发出相同内容的作者命中
          </p>
        </Rule>
        <Rule
          title="同一网段密集发言"
          hint="同一网段（IPv4 的 /24，IPv6 的 /64）在短时间内发得太多。注意：学校、公司的读者可能共用一个网段，请把次数设得宽一些。"
          action={draft.burst.action}
          onAction={(action) => patch('burst', { action })}
          error={errors.burst}
        >
          <p className="adm-rule__sentence">
            <Num label="密集发言的时间窗口（分钟）" value={draft.burst.minutes} min={LIMITS.minutes.min} max={LIMITS.minutes.max} onChange={(minutes) => patch('burst', { minutes })} /> 分钟内超过{' '}
            <Num label="次数" value={draft.burst.writes} min={LIMITS.burstWrites.min} max={LIMITS.burstWrites.max} onChange={(writes) => patch('burst', { writes })} /> 次时命中
          </p>
        </Rule>
      </div>
      <div className="adm-rules__actions">
        <button type="button" className="adm-btn adm-btn--ghost" disabled={saving} onClick={() => (setDraft(toDraft(WRITE_RULES_DEFAULTS)), setErrors({}))}>
          恢复默认
        </button>
        <button type="button" className="adm-btn adm-btn--primary" disabled={saving || view.isPending} onClick={() => void save()}>
          {saving ? '保存中…' : '保存规则'}
        </button>
      </div>
    </section>
  );
}
