/** md-editor-rt's zh-CN texts: the button says what it did for a moment, then what it does. */
const COPY = '复制代码';
const COPIED = '已复制！';
const FAILED = '复制失败！';
const TIPS_MS = 1500;

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

async function writeText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // the clipboard API is missing on plain http origins; fall back to a hidden field
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    field.select();
    const ok = document.execCommand('copy');
    field.remove();
    if (!ok) throw new Error('copy refused');
  }
}

/**
 * What md-editor-rt's copy button did: copies its code block's text (the
 * shown tab's, for a block with tabs) and says so on the button for 1.5 s.
 */
export function copyCode(button: Element): void {
  const block = button.closest('.md-editor-code');
  const code = block?.querySelector('input:checked + pre code') ?? block?.querySelector('pre code');
  clearTimeout(timers.get(button));
  void writeText(code?.textContent ?? '')
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
