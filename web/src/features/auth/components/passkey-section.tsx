import { useState } from 'react';
import { passkeysSupported } from '../lib/passkey-ceremony';
import { usePasskeys } from '../hooks/use-passkeys';
import { KeyIcon } from './key-icon';
import { PasskeyAddForm } from './passkey-add-form';
import { PasskeyRow } from './passkey-row';
import './passkeys.css';

/**
 * The user center's 通行密钥 card: what a passkey is, this account's passkeys (rename, remove) and
 * adding one. A password session confirms adding and removing with the password; a passkey
 * session already proved who it is.
 */
export function PasskeySection() {
  const passkeys = usePasskeys();
  const [adding, setAdding] = useState(false);
  const supported = passkeysSupported();
  const data = passkeys.data;
  const viaPasskey = data?.signedInWith === 'passkey';
  // while the console requires passkeys, an administrator's password session may not change them (the server says the same)
  const locked = Boolean(data?.consoleRequiresPasskey && !viaPasskey);

  return (
    <section className="uc-card uc-passkeys" aria-labelledby="uc-passkeys-title">
      <div className="uc-passkeys__head">
        <div>
          <h2 id="uc-passkeys-title" className="uc-card__title uc-passkeys__title">
            通行密钥
            {viaPasskey && <span className="uc-badge uc-badge--ok">本次已用通行密钥登录</span>}
          </h2>
          <p className="uc-passkeys__intro">
            用指纹、面容或设备解锁密码登录，不用输入账号密码，也不会被仿冒网站骗走。通行密钥保存在你的设备或密码管理器里
            {data ? (
              <>
                ，只在 <strong>{data.rpId}</strong> 上可用。
              </>
            ) : (
              '。'
            )}
          </p>
        </div>
        {!adding && (
          <button type="button" className="uc-button uc-passkeys__add" onClick={() => setAdding(true)} disabled={!supported || locked || !data}>
            <KeyIcon size={16} />
            添加通行密钥
          </button>
        )}
      </div>
      {!supported && <p className="uc-passkeys__note">当前浏览器或网址不支持通行密钥（需要较新的浏览器，并通过 HTTPS 或 localhost 访问）。</p>}
      {locked && <p className="uc-passkeys__note">后台已设置为只接受通行密钥登录：管理员请先退出，再用“使用通行密钥登录”登录，才能添加或删除通行密钥。</p>}
      {adding && data && (
        <PasskeyAddForm
          needsPassword={!viaPasskey}
          onDone={() => {
            setAdding(false);
            void passkeys.refresh();
          }}
          onCancel={() => setAdding(false)}
        />
      )}
      {passkeys.isPending ? (
        <p className="uc-passkeys__empty">加载中…</p>
      ) : passkeys.isError || !data ? (
        <p className="uc-passkeys__empty">
          通行密钥列表加载失败，
          <button type="button" className="auth-form__link" onClick={() => void passkeys.refetch()}>
            重试
          </button>
        </p>
      ) : data.list.length === 0 ? (
        <div className="uc-passkeys__empty uc-passkeys__empty--box">
          <KeyIcon size={22} />
          <p>还没有通行密钥。添加后，下次登录时点“使用通行密钥登录”即可。</p>
        </div>
      ) : (
        <ul className="uc-passkeys__list" aria-label="我的通行密钥">
          {data.list.map((item) => (
            <PasskeyRow key={item.id} item={item} currentRpId={data.rpId} needsPassword={!viaPasskey} locked={locked} onChanged={() => void passkeys.refresh()} />
          ))}
        </ul>
      )}
    </section>
  );
}
