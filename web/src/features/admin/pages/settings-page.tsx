import { useQuery } from '@/lib/query';
import { useEffect, useState } from 'react';
import { configBody, type ConfigInput } from '@contract/admin-settings';
import { toast } from '@/components/toast/toast';
import { adminApi } from '../api/admin-api';
import { ImageUpload } from '../components/image-upload';
import { PageHeadersCard } from '../components/page-headers-card';
import { Field, PageHead } from '../components/ui';
import { useAdminAction } from '../hooks/use-admin-query';
import { confirmAction } from '../components/confirm-host';

const TEXTS: [keyof ConfigInput, string][] = [
  ['blog_name', '博客名称'],
  ['personal_say', '个性签名'],
  ['blog_notice', '博客公告'],
  ['icp_number', 'ICP 备案号'],
  ['github_link', 'GitHub 地址'],
  ['git_ee_link', 'Gitee 地址'],
  ['bilibili_link', 'Bilibili 地址'],
  ['qq_link', 'QQ 链接'],
  ['we_chat_link', '微信链接'],
];
const IMAGES: [keyof ConfigInput, string][] = [
  ['blog_avatar', '博客头像'],
  ['avatar_bg', '头像背景'],
  ['we_chat_group', '微信群二维码'],
  ['qq_group', 'QQ 群二维码'],
  ['we_chat_pay', '微信收款码'],
  ['ali_pay', '支付宝收款码'],
];
const EMPTY = Object.fromEntries([...TEXTS, ...IMAGES].map(([k]) => [k, ''])) as ConfigInput;

function SettingsPage() {
  const loaded = useQuery({ queryKey: ['admin', 'config'], queryFn: () => adminApi.get<ConfigInput>('/api/config').catch(() => EMPTY) });
  const [form, setForm] = useState<ConfigInput>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { run, busy } = useAdminAction();
  useEffect(() => {
    if (loaded.data) setForm({ ...EMPTY, ...Object.fromEntries(Object.keys(EMPTY).map((k) => [k, (loaded.data as Record<string, string>)[k] ?? ''])) });
  }, [loaded.data]);
  const set = (k: keyof ConfigInput, v: string) => (setForm({ ...form, [k]: v }), setErrors({ ...errors, [k]: '' }));

  const save = async () => {
    const parsed = configBody.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return toast.warning('请检查表单中标红的项');
    }
    await run(() => adminApi.post('/api/config/update', parsed.data), '网站设置已保存');
  };

  return (
    <>
      <PageHead title="网站设置" sub="博客信息、社交链接、备案号与页面背景图" actions={<button type="button" className="adm-btn adm-btn--primary" disabled={busy} onClick={() => void save()}>保存设置</button>} />
      <section className="adm-card">
        <h2 className="adm-card__title">基本信息</h2>
        <div className="adm-form adm-form--cols">
          {TEXTS.map(([k, label]) => (
            <Field key={k} label={label} error={errors[k]}>{(id) => <input id={id} className="adm-input" value={form[k] as string} onChange={(e) => set(k, e.target.value)} />}</Field>
          ))}
        </div>
      </section>
      <section className="adm-card">
        <h2 className="adm-card__title">图片</h2>
        <div className="adm-header-grid">
          {IMAGES.map(([k, label]) => (
            <Field key={k} label={label} error={errors[k]}>{(id) => <ImageUpload id={id} value={form[k] as string} onChange={(v) => set(k, v)} />}</Field>
          ))}
        </div>
      </section>
      <PageHeadersCard />
      <section className="adm-card">
        <h2 className="adm-card__title">聊天室</h2>
        <p className="adm-muted">清空聊天室的全部历史消息，所有人都将看不到之前的聊天记录。</p>
        <button type="button" className="adm-btn adm-btn--danger" onClick={async () => {
          if (await confirmAction('清空聊天室的全部历史消息？此操作不可恢复。')) await run(() => adminApi.post('/api/chat/delete'), '聊天记录已清空');
        }}>清空聊天记录</button>
      </section>
    </>
  );
}

export { SettingsPage as Component };
