// @vitest-environment jsdom
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { MarkdownView } from '@/features/article/components/markdown-view';
import { usePreferences } from '@/lib/preferences-store';

/**
 * The article's first paint carries the default reading theme only (lib/reading-theme.ts). A
 * reader who chose another must not see the worker's body change look under them: the app's
 * render that takes the body over waits for their theme's stylesheet, and is the first to commit.
 */
it('takes over the worker’s body in the reader’s own theme, never the default one first', async () => {
  usePreferences.setState({ theme: 'light', previewTheme: 'vuepress', codeTheme: 'atom' });
  document.body.innerHTML = '<div id="root"><div id="article-preview-preview" class="md-editor-preview default-theme"><p>正文</p></div></div>';
  const host = document.createElement('div');
  document.body.append(host);
  const worn: string[] = [];
  const look = () => {
    const className = host.querySelector('.md-editor-preview')?.className;
    if (className && worn.at(-1) !== className) worn.push(className);
  };
  // the app's first render is a transition (app/start-app.tsx)
  startTransition(() => createRoot(host).render(<MarkdownView html="<p>正文</p>" />));
  for (let waited = 0; waited < 1500 && !worn.length; waited += 5) await new Promise((next) => setTimeout(next, 5)).then(look);
  for (let i = 0; i < 20; i++) await new Promise((next) => setTimeout(next, 5)).then(look);
  expect(worn).toEqual(['md-editor-preview vuepress-theme']);
  // the worker's nodes were taken over, not parsed again
  expect(host.querySelector('.md-editor-preview p')?.textContent).toBe('正文');
  expect(document.querySelector('#root p')).toBeNull();
});
