// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { highlightCodeBlocks, markdownHighlighter } from '@/lib/highlighter';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const block = (language: string, code: string) =>
  `<pre><code class="language-${language}" language="${language}"><span class="md-editor-code-block">${code}</span></code></pre>`;

describe('the article highlighter', () => {
  it('renders every block plain and escaped while the article renders, guessing at nothing', () => {
    expect(markdownHighlighter.highlight('const a = 1;', { language: 'typescript' }).value).toBe('const a = 1;');
    expect(markdownHighlighter.highlightAuto('<script>if (a && b) "x"</script>').value).toBe(
      '&lt;script&gt;if (a &amp;&amp; b) &quot;x&quot;&lt;/script&gt;',
    );
  });

  it('colours the rendered blocks afterwards, one per task, in the language each names (aliases too)', () => {
    vi.useFakeTimers();
    document.body.innerHTML = block('ts', 'const a = 1;') + block('toml', 'name = "blog"') + block('', 'plain &lt;text&gt;') + block('cobol', 'MOVE A');
    highlightCodeBlocks(document.body);
    const spans = () => [...document.querySelectorAll('.md-editor-code-block')].map((s) => s.innerHTML);
    expect(spans()[0]).toBe('const a = 1;'); // nothing synchronous
    vi.runOnlyPendingTimers(); // the grammars are registered in a task of their own
    expect(spans()[0]).toBe('const a = 1;');
    vi.runOnlyPendingTimers();
    expect(spans()[0]).toContain('<span class="hljs-keyword">const</span>');
    expect(spans()[1]).toBe('name = "blog"'); // the next block waits for its own task
    vi.runAllTimers();
    expect(spans()[1]).toContain('hljs-attr');
    expect(spans()[2]).toBe('plain &lt;text&gt;'); // no language: stays plain
    expect(spans()[3]).toBe('MOVE A'); // unknown language: stays plain
  });

  it('stops when cancelled, and a later run skips the blocks already done', () => {
    vi.useFakeTimers();
    document.body.innerHTML = block('ts', 'let x = 2;') + block('sql', 'SELECT 1');
    const cancel = highlightCodeBlocks(document.body);
    cancel();
    vi.runAllTimers();
    expect(document.querySelector('code')!.hasAttribute('data-highlighted')).toBe(false);
    highlightCodeBlocks(document.body);
    vi.runAllTimers();
    expect(document.querySelectorAll('code[data-highlighted]')).toHaveLength(2);
    const once = document.querySelector('.md-editor-code-block')!.innerHTML;
    highlightCodeBlocks(document.body);
    vi.runAllTimers();
    expect(document.querySelector('.md-editor-code-block')!.innerHTML).toBe(once);
  });
});
