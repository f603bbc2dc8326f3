/**
 * 安全 › 通行密钥: whether the console accepts only sessions a passkey signed in (settings key
 * `passkey`). The server refuses to turn it on unless the owner has a passkey and signed in
 * with it; the card says so before the owner tries, and how to undo it without the console.
 */
import type { PasskeySettingView } from '@contract/passkey';
import { useQuery, useQueryClient } from '@/lib/query';
import { useId, useState } from 'react';
import { toast } from '@/components/toast/toast';
import { adminApi } from '../api/admin-api';
import { Badge } from './ui';
import './passkey-settings.css';

const PATH = '/api/admin/security/passkey';
const KEY = ['admin', 'security', 'passkey'];
const RECOVERY = `npx wrangler d1 execute DB --remote --command "DELETE FROM site_setting WHERE key = 'passkey'"`;

export function PasskeySettingsCard() {
  const client = useQueryClient();
  const view = useQuery({ queryKey: KEY, queryFn: () => adminApi.get<PasskeySettingView>(PATH) });
  const [draft, setDraft] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const hintId = useId();

  const data = view.data;
  const saved = data?.setting.requireForConsole ?? false;
  const wanted = draft ?? saved;
  // what the server would refuse, said before the owner tries
  const blocker = !data || saved ? null : data.ownPasskeys === 0 ? 'none' : data.signedInWith !== 'passkey' ? 'password' : null;

  const save = async () => {
    setSaving(true);
    try {
      const next = await adminApi.put<PasskeySettingView>(PATH, { requireForConsole: wanted });
      client.setQueryData(KEY, next);
      setDraft(null);
      toast.success(wanted ? '后台现在只接受通行密钥登录' : '后台恢复接受密码登录', '通行密钥设置已保存');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="adm-card adm-passkey" aria-labelledby="passkey-setting-title">
      <h2 className="adm-card__title" id="passkey-setting-title">
        <span>通行密钥</span>
        {data && <Badge tone={saved ? 'ok' : 'neutral'}>{saved ? '后台仅限通行密钥' : '未开启'}</Badge>}
      </h2>
      <p className="adm-passkey__text">
        通行密钥（Passkey）用设备上的指纹、面容或解锁密码登录，私钥从不离开设备，钓鱼网站骗不走，密码泄露也不会让后台失守。每个账号都可以在
        <a href="/userCenter">个人中心</a>添加通行密钥，并在登录框中点“使用通行密钥登录”。
      </p>
      {view.isPending ? (
        <p className="adm-passkey__text">加载中…</p>
      ) : view.isError || !data ? (
        <p className="adm-passkey__text">设置加载失败：{view.error instanceof Error ? view.error.message : '请稍后再试'}</p>
      ) : (
        <>
          <dl className="adm-passkey__facts">
            <div>
              <dt>你的通行密钥</dt>
              <dd>
                {data.ownPasskeys} 个 <a href="/userCenter">管理</a>
              </dd>
            </div>
            <div>
              <dt>本次登录方式</dt>
              <dd>{data.signedInWith === 'passkey' ? '通行密钥' : '密码'}</dd>
            </div>
          </dl>
          <label className={`adm-passkey__switch${blocker ? ' adm-passkey__switch--blocked' : ''}`}>
            <input type="checkbox" role="switch" checked={wanted} disabled={Boolean(blocker) || saving} aria-describedby={hintId} onChange={(e) => setDraft(e.target.checked)} />
            <span className="adm-passkey__track" aria-hidden="true" />
            <span className="adm-passkey__label">
              <strong>后台只接受通行密钥登录</strong>
              <small id={hintId}>
                开启后，用密码登录的会话不能进入后台、不能调用任何后台接口，也不能添加或删除管理员的通行密钥：即使密码被盗，后台也进不去。前台的密码登录照常可用；其他管理员也需要先有自己的通行密钥。
              </small>
            </span>
          </label>
          {blocker === 'none' && <p className="adm-passkey__blocker">你还没有通行密钥：请先在个人中心添加一个，退出后用它登录，再回来开启。</p>}
          {blocker === 'password' && (
            <p className="adm-passkey__blocker">本次是用密码登录的：请退出，在登录框中点“使用通行密钥登录”后再开启。这样可以确认你的通行密钥在本站当前域名下可用，不会把自己锁在门外。</p>
          )}
          <p className="adm-field__hint adm-passkey__recovery">
            丢失了所有通行密钥？在部署本站的电脑上运行 <code>{RECOVERY}</code> 即可关闭此要求（说明见 docs/security.md）。
          </p>
          <div className="adm-passkey__actions">
            <button type="button" className="adm-btn adm-btn--primary" disabled={draft === null || draft === saved || saving} onClick={() => void save()}>
              {saving ? '保存中…' : '保存'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
