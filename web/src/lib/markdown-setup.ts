import { config } from 'md-editor-rt';
import 'md-editor-rt/lib/preview.css';
import { captionFromTitle, FIGURE_OPTIONS, headingAnchors, TASK_LIST_OPTIONS } from '@contract/article-markdown';
import { markdownHighlighter } from './highlighter';

/** Per md-editor-rt plugin type, the options this site gives it (as the worker's render does). */
const PLUGIN_OPTIONS: Record<string, object> = { image: FIGURE_OPTIONS, taskList: TASK_LIST_OPTIONS };

/**
 * The console's editor (features/admin/pages/article-editor-page.tsx) is the
 * only place md-editor-rt runs: readers get the body the worker rendered.
 * md-editor-rt loads highlight.js, katex, mermaid, echarts, prettier,
 * cropper and screenfull from unpkg unless told otherwise. The highlighter is
 * handed over as a bundled instance; the others are switched off per preview
 * (noKatex, noMermaid, noEcharts) since articles here use none of them, and
 * every remaining URL is blanked so nothing can ever reach a CDN. The
 * preview renders as readers get it from the worker
 * (worker/services/article-html/markdown.ts): captions from the alt text,
 * labelled task items and heading anchors (contract/article-markdown.ts).
 */
config({
  editorExtensions: {
    highlight: { instance: markdownHighlighter, js: '', css: {} },
    katex: { js: '', css: '' },
    mermaid: { js: '' },
    echarts: { js: '' },
    prettier: { standaloneJs: '', parserMarkdownJs: '' },
    cropper: { js: '', css: '' },
    screenfull: { js: '' },
  },
  markdownItPlugins: (plugins) => [
    ...plugins.map((p) => (PLUGIN_OPTIONS[p.type] ? { ...p, options: { ...p.options, ...PLUGIN_OPTIONS[p.type] } } : p)),
    { type: 'captionFromTitle', plugin: captionFromTitle, options: {} },
    { type: 'headingAnchors', plugin: headingAnchors, options: {} },
  ],
});
