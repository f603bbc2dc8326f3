import type { LinkItem } from '@contract/links';
import { firstChars } from '@contract/clip';
import { isOwnImage } from '@contract/own-image';
import type { CSSProperties } from 'react';

/** Only http(s) addresses become links; anything else would be a script or a dead end. */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

/** A steady hue per site name, so a site without an avatar keeps its colour across visits. */
function placeholderHue(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) % 360;
  return hash;
}

/** A friend's site: avatar (or its initial on a colour: never a third-party image), name and what it is about. */
export function LinkCard({ link }: { link: LinkItem }) {
  const own = isOwnImage(link.site_avatar);
  const style = own ? undefined : ({ '--link-hue': placeholderHue(link.site_name) } as CSSProperties);
  return (
    <a className="link-card" href={safeHref(link.url)} target="_blank" rel="noopener noreferrer">
      <span className={own ? 'link-card__avatar' : 'link-card__avatar link-card__avatar--initial'} style={style} aria-hidden="true">
        {own ? <img src={link.site_avatar} alt="" loading="lazy" decoding="async" /> : firstChars(link.site_name, 1)}
      </span>
      <span className="link-card__text">
        <span className="link-card__name">{link.site_name}</span>
        <span className="link-card__desc">{link.site_desc || link.url}</span>
      </span>
    </a>
  );
}
