import { describe, expect, it } from 'vitest';
import { markdownHighlighter } from '@/features/article/lib/highlighter';

describe('the article highlighter', () => {
  it('highlights a block in the language it names, aliases included', () => {
    expect(markdownHighlighter.getLanguage('ts')).toBeTruthy();
    expect(markdownHighlighter.getLanguage('toml')).toBeTruthy();
    const html = markdownHighlighter.highlight('const a = 1;', { language: 'typescript' }).value;
    expect(html).toContain('<span class="hljs-keyword">const</span>');
  });

  it('leaves a block without a language plain and escaped instead of guessing', () => {
    const out = markdownHighlighter.highlightAuto('<script>if (a && b) "x"</script>');
    expect(out.value).toBe('&lt;script&gt;if (a &amp;&amp; b) &quot;x&quot;&lt;/script&gt;');
    expect(out.value).not.toContain('hljs-');
  });
});
