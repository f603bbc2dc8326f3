import { useState } from 'react';

interface FilePickerProps {
  id?: string;
  accept: string;
  disabled?: boolean;
  onFile: (file: File | null) => void;
}

/**
 * A file input that speaks Chinese: the browser's own shows "Choose File / No file chosen" in its
 * UI language. The real input lies over the button, transparent, so a click, a tap, Tab and a
 * label all reach it as before (and tests can still set its files).
 */
export function FilePicker({ id, accept, disabled, onFile }: FilePickerProps) {
  const [name, setName] = useState('');
  return (
    <span className={`adm-file${disabled ? ' is-disabled' : ''}`}>
      <input
        id={id}
        type="file"
        accept={accept}
        className="adm-file__input"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          setName(file?.name ?? '');
          onFile(file);
        }}
      />
      <span className="adm-file__button" aria-hidden="true">
        选择文件
      </span>
      <span className="adm-file__name">{name || '未选择文件'}</span>
    </span>
  );
}
