import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLayer } from '@/components/layer/use-layer';
import { useSession } from '@/lib/session-store';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import './login-dialog.css';

type Mode = 'login' | 'register';

/**
 * The login/register modal (spec §2). Mount once in the app shell; it opens
 * whenever the session store's showLogin is true. Forms remount on every
 * opening, which resets them and re-reads remembered credentials.
 */
export function LoginDialog() {
  const open = useSession((s) => s.showLogin);
  const closeLogin = useSession((s) => s.closeLogin);
  const [mode, setMode] = useState<Mode>('login');
  const [generation, setGeneration] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    setMode('login');
    setGeneration((g) => g + 1);
    // Lock page scroll behind the modal, restoring whatever was there.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  const close = useCallback(() => closeLogin(), [closeLogin]);
  // the first field gets focus; on close it returns to the button that opened the dialog
  useLayer(panelRef, { open, onClose: close, modal: true, initialFocus: 'input' });

  if (!open) return null;
  const isLogin = mode === 'login';
  const titleId = 'auth-dialog-title';

  return createPortal(
    <div className="auth-dialog" onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <div ref={panelRef} className="auth-dialog__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button type="button" className="auth-dialog__close" aria-label="关闭" onClick={close}>
          <svg viewBox="0 0 24 24" width="18" height="18" stroke="currentColor" strokeWidth="2" fill="none" aria-hidden="true">
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </button>
        <header className="auth-dialog__header">
          <h2 id={titleId} className="auth-dialog__title">
            {isLogin ? '欢迎回来' : '创建账号'}
          </h2>
          <p className="auth-dialog__subtitle">{isLogin ? '登录后即可留言、评论和在聊天室发言' : '注册成功后将自动为你登录'}</p>
        </header>
        <div className="auth-dialog__tabs" role="tablist" aria-label="登录或注册">
          {(['login', 'register'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={mode === m}
              className={`auth-dialog__tab${mode === m ? ' auth-dialog__tab--active' : ''}`}
              onClick={() => setMode(m)}
            >
              {m === 'login' ? '登录' : '注册'}
            </button>
          ))}
        </div>
        {isLogin ? (
          <LoginForm key={`login-${generation}`} onSwitchMode={() => setMode('register')} />
        ) : (
          <RegisterForm key={`register-${generation}`} onSwitchMode={() => setMode('login')} />
        )}
      </div>
    </div>,
    document.body,
  );
}
