import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// talks may carry light formatting (<b>, <br>, emoji markup); nothing that loads or runs
const ALLOWED = { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'span', 'code'], ALLOWED_ATTR: ['class'] };

/** Talk text, rendered through an allow-list sanitizer. */
export function TalkContent({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, ALLOWED), [html]);
  return <div className="talk-card__content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
