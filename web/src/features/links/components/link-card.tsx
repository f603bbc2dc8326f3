import type { LinkItem } from '@contract/links';
import { firstChars } from '@contract/clip';

/** Only http(s) addresses become links; anything else would be a script or a dead end. */
export const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

/** A friend's site: avatar, name and what it is about, opening in a new tab. */
export function LinkCard({ link }: { link: LinkItem }) {
  return (
    <a className="link-card" href={safeHref(link.url)} target="_blank" rel="noopener noreferrer">
      <span className="link-card__avatar" aria-hidden="true">
        {link.site_avatar ? <img src={link.site_avatar} alt="" loading="lazy" decoding="async" /> : firstChars(link.site_name, 1)}
      </span>
      <span className="link-card__text">
        <span className="link-card__name">{link.site_name}</span>
        <span className="link-card__desc">{link.site_desc || link.url}</span>
      </span>
    </a>
  );
}
