import { useId, type InputHTMLAttributes } from 'react';

interface SetupFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  hint?: string;
  error?: string | null;
  onValueChange: (value: string) => void;
}

/** A labelled input whose hint, or error once there is one, is read with it. */
export function SetupField({ label, value, hint, error, onValueChange, ...rest }: SetupFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={`setup-field${error ? ' setup-field--invalid' : ''}`}>
      <label className="setup-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        className="setup-field__input"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
      />
      <p className={error ? 'setup-field__error' : 'setup-field__hint'} id={noteId} role={error ? 'alert' : undefined}>
        {error || hint || ''}
      </p>
    </div>
  );
}
