import { toast } from '@/components/toast/toast';
import { writeClipboard } from '@/lib/clipboard';

/** md-editor-rt's zh-CN texts: the button says what it did for a moment, then what it does. */
const COPY = '复制代码';
const COPIED = '已复制！';
const FAILED = '复制失败！';
const TIPS_MS = 1500;

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/**
 * What md-editor-rt's copy button did: copies its code block's text (the
 * shown tab's, for a block with tabs) and says so on the button for 1.5 s.
 */
export function copyCode(button: Element): void {
  const block = button.closest('.md-editor-code');
  const code = block?.querySelector('input:checked + pre code') ?? block?.querySelector('pre code');
  clearTimeout(timers.get(button));
  void writeClipboard(code?.textContent ?? '')
    .then(
      () => COPIED,
      () => FAILED,
    )
    .then((tips) => {
      button.textContent = tips;
      timers.set(
        button,
        setTimeout(() => {
          button.textContent = COPY;
        }, TIPS_MS),
      );
    });
}

/**
 * A heading anchor pressed: the address now names the section (without a new
 * history entry), the heading comes to the top under the header, and the
 * section's whole address is copied.
 */
export function copySectionLink(anchor: HTMLAnchorElement): void {
  const url = anchor.href;
  history.replaceState(history.state, '', url);
  anchor.parentElement?.scrollIntoView({ block: 'start' });
  void writeClipboard(url).then(
    () => toast.success('已复制本节链接'),
    () => toast.warning('复制失败，请从地址栏复制本节链接'),
  );
}
