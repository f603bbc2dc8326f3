import type { ResourceItem } from '@contract/resource';
import { firstChars } from '@contract/clip';

/** A stable tint per name, so text-mark tiles are told apart without images. */
function tint(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.codePointAt(0)!) % 360;
  return h;
}

const isLocalImage = (icon: string) => icon.startsWith('/') && !icon.startsWith('//');
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

export function ResourceCard({ item }: { item: ResourceItem }) {
  const mark = item.icon || firstChars(item.name, 1);
  return (
    <a className="resource-card" href={safeHref(item.url)} target="_blank" rel="noopener noreferrer" title={item.url}>
      <span className="resource-card__icon" style={{ '--tint': tint(item.name) } as React.CSSProperties} aria-hidden="true">
        {isLocalImage(mark) ? <img src={mark} alt="" loading="lazy" /> : <span data-long={mark.length > 2 || undefined}>{mark}</span>}
      </span>
      <span className="resource-card__text">
        <span className="resource-card__name">{item.name}</span>
        <span className="resource-card__desc">{item.description}</span>
      </span>
    </a>
  );
}
