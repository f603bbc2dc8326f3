import { useMemo, type CSSProperties } from 'react';
import { toSafeHtml } from '@/lib/rich-text';
import './user-text.css';

interface UserTextProps {
  text: string;
  className: string;
  style?: CSSProperties;
}

/** A reader's text (a comment, a note, a talk) as readers see it: toSafeHtml, with code, links and emoji styled. */
export function UserText({ text, className, style }: UserTextProps) {
  const html = useMemo(() => toSafeHtml(text), [text]);
  return <div className={`user-text ${className}`} style={style} dangerouslySetInnerHTML={{ __html: html }} />;
}
