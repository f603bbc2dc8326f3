import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { ArticleTocItem } from '@contract/article';
import { ARTICLE_PREVIEW_ID } from '@contract/article-html-policy';
import { usePreferences } from '@/lib/preferences-store';

/** A heading counts as being read once its top is this close to the window's top (under the fixed header). */
const ACTIVE_OFFSET = 80;
/** Where a picked heading lands: just under the fixed header. */
const SCROLL_OFFSET = 70;

interface Node {
  item: ArticleTocItem;
  index: number;
  children: Node[];
}

/** md-editor-rt's catalog nesting: a deeper heading goes under the last shallower one. */
function nest(items: ArticleTocItem[]): Node[] {
  const roots: Node[] = [];
  items.forEach((item, index) => {
    const node: Node = { item, index, children: [] };
    const top = roots.at(-1);
    if (!top || item.level <= top.item.level) {
      roots.push(node);
      return;
    }
    let parent: Node = top;
    for (;;) {
      const last: Node | undefined = parent.children.at(-1);
      if (!last || item.level <= last.item.level) {
        parent.children.push(node);
        return;
      }
      parent = last;
    }
  });
  return roots;
}

/** The body's heading elements for the items, in order: the nth item with an id is the nth element with that id (ids may repeat). */
function headingElements(items: ArticleTocItem[]): (HTMLElement | null)[] {
  const body = document.getElementById(`${ARTICLE_PREVIEW_ID}-preview`);
  if (!body) return items.map(() => null);
  const seen = new Map<string, number>();
  const withId = [...body.querySelectorAll<HTMLElement>('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]')];
  return items.map(({ id }) => {
    const nth = seen.get(id) ?? 0;
    seen.set(id, nth + 1);
    return withId.filter((el) => el.id === id)[nth] ?? null;
  });
}

/**
 * Table of contents from the heading list the worker sent with the body
 * (no markdown library on the page): the heading being read is marked as the
 * page scrolls, and picking one scrolls it under the fixed header, as
 * md-editor-rt's MdCatalog did. Items are links, so the keyboard reaches them.
 */
export function ArticleToc({ items, onPick }: { items: ArticleTocItem[]; onPick?: () => void }) {
  const mode = usePreferences((s) => s.theme);
  const tree = useMemo(() => nest(items), [items]);
  const [active, setActive] = useState(0);
  const [indicatorTop, setIndicatorTop] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const elements = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    elements.current = headingElements(items);
    let frame = 0;
    const measure = () => {
      frame = 0;
      let best = 0;
      let bestTop = Number.MIN_SAFE_INTEGER;
      elements.current.forEach((el, i) => {
        if (!el) return;
        const top = el.getBoundingClientRect().top - document.documentElement.clientTop;
        if (top < ACTIVE_OFFSET && top > bestTop) {
          best = i;
          bestTop = top;
        }
      });
      setActive(best);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [items]);

  // the bar beside the list follows the active item
  useEffect(() => {
    const link = list.current?.querySelector<HTMLElement>(`[data-toc-index="${active}"]`);
    setIndicatorTop(link ? link.offsetTop + parseFloat(getComputedStyle(link).paddingTop || '0') : null);
  }, [active, tree]);

  const pick = (e: MouseEvent, index: number) => {
    e.preventDefault();
    e.stopPropagation();
    const el = elements.current[index] ?? document.getElementById(items[index]!.id);
    if (el) window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET, behavior: 'smooth' });
    onPick?.();
  };

  const render = (node: Node) => (
    <div
      key={node.index}
      data-toc-index={node.index}
      className={`md-editor-catalog-link${node.index === active ? ' md-editor-catalog-active' : ''}`}
      onClick={(e) => pick(e, node.index)}
    >
      <span title={node.item.text}>
        <a href={`#${encodeURIComponent(node.item.id)}`} aria-current={node.index === active ? 'location' : undefined}>
          {node.item.text}
        </a>
      </span>
      {node.children.length > 0 ? <div className="md-editor-catalog-wrapper">{node.children.map(render)}</div> : null}
    </div>
  );

  return (
    <nav className="article-toc" aria-label="目录">
      <h2 className="article-toc__title">目录</h2>
      <div ref={list} className={`md-editor-catalog${mode === 'dark' ? ' md-editor-catalog-dark' : ''} article-toc__list`}>
        {tree.length > 0 ? (
          <>
            <div className="md-editor-catalog-indicator" style={indicatorTop === null ? { display: 'none' } : { top: `${indicatorTop}px` }} />
            <div className="md-editor-catalog-container">{tree.map(render)}</div>
          </>
        ) : null}
      </div>
    </nav>
  );
}
