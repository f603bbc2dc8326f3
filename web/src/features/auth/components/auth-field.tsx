import { useId, useState, type InputHTMLAttributes } from 'react';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
}

/** Labelled input with its error text wired up for assistive technology. */
export function AuthField({ label, value, error, onValueChange, type = 'text', ...rest }: AuthFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [reveal, setReveal] = useState(false);
  const isPassword = type === 'password';

  return (
    <div className={`auth-field${error ? ' auth-field--invalid' : ''}`}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__control">
        <input
          {...rest}
          id={id}
          className="auth-field__input"
          type={isPassword && reveal ? 'text' : type}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {isPassword && (
          <button
            type="button"
            className="auth-field__reveal"
            aria-label={reveal ? '隐藏密码' : '显示密码'}
            aria-pressed={reveal}
            onClick={() => setReveal((r) => !r)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
              <circle cx="12" cy="12" r="3" />
              {!reveal && <path d="M3 3l18 18" />}
            </svg>
          </button>
        )}
      </div>
      <p className="auth-field__error" id={errorId} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}
