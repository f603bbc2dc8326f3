import { UserText } from '@/components/user-text/user-text';

/** Talk text, rendered like every reader's text (toSafeHtml: allowed tags, a Markdown subset, the rest as typed). */
export function TalkContent({ html }: { html: string }) {
  return <UserText text={html} className="talk-card__content" />;
}
