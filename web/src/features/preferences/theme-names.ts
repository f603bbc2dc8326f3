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

/**
 * A glance at each theme beside its name: a preview theme's accent (its headings and links), a
 * code theme's ground and three token colours (keyword, string, function) as highlight.js draws
 * them. Decoration only (aria-hidden): the name says which theme it is.
 */
const PREVIEW_THEME_ACCENTS: Record<string, string> = {
  default: '#0366d6',
  github: '#0969da',
  vuepress: '#3eaf7c',
  'mk-cute': '#36acfe',
  'smart-blue': '#0069c2',
  cyanosis: '#00a4bd',
};

const CODE_THEME_COLOURS: Record<string, [string, string, string, string]> = {
  atom: ['#282c34', '#c678dd', '#98c379', '#61afef'],
  a11y: ['#2b2b2b', '#dcc6e0', '#abe338', '#00e0e0'],
  github: ['#f6f8fa', '#d73a49', '#032f62', '#6f42c1'],
  gradient: ['#4b2a8a', '#ffc2f0', '#47ebb4', '#aefbff'],
  kimbie: ['#221a0f', '#98676a', '#889b4a', '#8ab1b0'],
  paraiso: ['#2f1e2e', '#815ba4', '#48b685', '#06b6ef'],
  qtcreator: ['#ffffff', '#808000', '#008000', '#00677c'],
  stackoverflow: ['#f6f6f6', '#015692', '#54790d', '#b75501'],
};

/** The swatch's colours for a preview theme: its accent (none for a theme we do not know). */
export const previewThemeSwatch = (theme: string): string[] => (PREVIEW_THEME_ACCENTS[theme] ? [PREVIEW_THEME_ACCENTS[theme]] : []);

/** The swatch's colours for a code theme: its ground, then three token colours (none for a theme we do not know). */
export const codeThemeSwatch = (theme: string): string[] => CODE_THEME_COLOURS[theme] ?? [];
