/**
 * What a reader sees for each theme in the reading-theme panel: the stores keep md-editor-rt's
 * and highlight.js's own names (they are the stored values), which told a Chinese reader little.
 */
const PREVIEW_THEME_NAMES: Record<string, string> = {
  default: '默认',
  github: 'GitHub',
  vuepress: 'VuePress 绿',
  'mk-cute': '萌系蓝',
  'smart-blue': '清新蓝',
  cyanosis: '青蓝',
};

const CODE_THEME_NAMES: Record<string, string> = {
  atom: 'Atom One',
  a11y: '高对比',
  github: 'GitHub',
  gradient: '渐变紫',
  kimbie: '暖木',
  paraiso: '晚霞',
  qtcreator: 'Qt Creator',
  stackoverflow: 'Stack Overflow',
};

/** The reader's name for a preview theme (its own name when it has none). */
export const previewThemeName = (theme: string) => PREVIEW_THEME_NAMES[theme] ?? theme;

/** The reader's name for a code theme (its own name when it has none). */
export const codeThemeName = (theme: string) => CODE_THEME_NAMES[theme] ?? theme;
