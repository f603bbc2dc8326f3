import { config } from 'md-editor-rt';
import 'md-editor-rt/lib/preview.css';
import { markdownHighlighter } from './highlighter';

/**
 * The console's editor (features/admin/pages/article-editor-page.tsx) is the
 * only place md-editor-rt runs: readers get the body the worker rendered.
 * md-editor-rt loads highlight.js, katex, mermaid, echarts, prettier,
 * cropper and screenfull from unpkg unless told otherwise. The highlighter is
 * handed over as a bundled instance; the others are switched off per preview
 * (noKatex, noMermaid, noEcharts) since articles here use none of them, and
 * every remaining URL is blanked so nothing can ever reach a CDN.
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
});
