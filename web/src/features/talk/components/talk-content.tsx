import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// talks may carry light formatting (<b>, <br>); nothing that loads or runs, and no
// attribute at all: a class the site styles would dress the talk up as page chrome
const ALLOWED = { ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'span', 'code'], ALLOWED_ATTR: [] };

/** Talk text, rendered through an allow-list sanitizer. */
export function TalkContent({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, ALLOWED), [html]);
  return <div className="talk-card__content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
