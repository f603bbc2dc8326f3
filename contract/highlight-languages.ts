/**
 * The languages article code blocks are coloured in, one list for both
 * renderers: the worker highlights the reader's articles with it
 * (worker/services/article-html/highlight.ts) and the console's editor
 * preview colours its blocks with it (web/src/lib/highlighter.ts). A block in
 * any other language, or none, stays plain, as on GitHub.
 */
import type { HLJSApi } from 'highlight.js';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import http from 'highlight.js/lib/languages/http';
import ini from 'highlight.js/lib/languages/ini';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';

const GRAMMARS = { typescript, javascript, python, rust, go, sql, bash, css, json, ini, http, xml, markdown };

/** The registered grammars already cover JSX/TSX well enough; toml is ini's sibling. */
const ALIASES: Record<string, string[]> = {
  typescript: ['tsx', 'mts', 'cts'],
  javascript: ['jsx', 'mjs', 'cjs'],
  ini: ['toml'],
  bash: ['sh', 'shell', 'zsh', 'console'],
};

/** Registers the blog's languages and their aliases on a highlight.js core instance. */
export function registerArticleLanguages(hljs: HLJSApi): void {
  for (const [name, grammar] of Object.entries(GRAMMARS)) hljs.registerLanguage(name, grammar);
  for (const [languageName, aliases] of Object.entries(ALIASES)) hljs.registerAliases(aliases, { languageName });
}
