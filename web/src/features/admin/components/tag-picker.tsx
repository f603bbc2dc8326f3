/** Tags chosen from the dictionary or created inline: type, then Enter (or pick a suggestion). */
import { useState } from 'react';

export interface TagRef {
  id?: number;
  tag_name: string;
}

export function TagPicker({ id, value, options, onChange }: { id: string; value: TagRef[]; options: { id: number; tag_name: string }[]; onChange: (next: TagRef[]) => void }) {
  const [text, setText] = useState('');
  const add = (raw: string) => {
    const name = raw.trim();
    if (!name || value.some((t) => t.tag_name === name)) return setText('');
    const known = options.find((o) => o.tag_name === name);
    onChange([...value, known ? { id: known.id, tag_name: known.tag_name } : { tag_name: name }]);
    setText('');
  };
  return (
    <div className="adm-tags">
      {value.map((t) => (
        <span key={t.tag_name} className={`adm-chip${t.id ? '' : ' adm-chip--new'}`}>
          {t.tag_name}
          {t.id ? null : <small>新</small>}
          <button type="button" aria-label={`移除标签 ${t.tag_name}`} onClick={() => onChange(value.filter((x) => x !== t))}>
            ×
          </button>
        </span>
      ))}
      <input
        id={id}
        className="adm-tags__input"
        list={`${id}-options`}
        value={text}
        placeholder="输入标签后回车"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ',') {
            e.preventDefault();
            add(text);
          }
        }}
        onBlur={() => add(text)}
      />
      <datalist id={`${id}-options`}>
        {options.map((o) => (
          <option key={o.id} value={o.tag_name} />
        ))}
      </datalist>
    </div>
  );
}
