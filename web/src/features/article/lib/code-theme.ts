import a11yDark from 'highlight.js/styles/a11y-dark.min.css?url';
import a11yLight from 'highlight.js/styles/a11y-light.min.css?url';
import atomDark from 'highlight.js/styles/atom-one-dark.min.css?url';
import atomLight from 'highlight.js/styles/atom-one-light.min.css?url';
import githubDark from 'highlight.js/styles/github-dark.min.css?url';
import githubLight from 'highlight.js/styles/github.min.css?url';
import gradientDark from 'highlight.js/styles/gradient-dark.min.css?url';
import gradientLight from 'highlight.js/styles/gradient-light.min.css?url';
import kimbieDark from 'highlight.js/styles/kimbie-dark.min.css?url';
import kimbieLight from 'highlight.js/styles/kimbie-light.min.css?url';
import paraisoDark from 'highlight.js/styles/paraiso-dark.min.css?url';
import paraisoLight from 'highlight.js/styles/paraiso-light.min.css?url';
import qtcreatorDark from 'highlight.js/styles/qtcreator-dark.min.css?url';
import qtcreatorLight from 'highlight.js/styles/qtcreator-light.min.css?url';
import stackoverflowDark from 'highlight.js/styles/stackoverflow-dark.min.css?url';
import stackoverflowLight from 'highlight.js/styles/stackoverflow-light.min.css?url';

type Mode = 'light' | 'dark';

/** The spec's eight code themes as same-origin stylesheet URLs (md-editor-rt's defaults point at unpkg). */
const CODE_THEME_CSS: Record<string, Record<Mode, string>> = {
  a11y: { light: a11yLight, dark: a11yDark },
  atom: { light: atomLight, dark: atomDark },
  github: { light: githubLight, dark: githubDark },
  gradient: { light: gradientLight, dark: gradientDark },
  kimbie: { light: kimbieLight, dark: kimbieDark },
  paraiso: { light: paraisoLight, dark: paraisoDark },
  qtcreator: { light: qtcreatorLight, dark: qtcreatorDark },
  stackoverflow: { light: stackoverflowLight, dark: stackoverflowDark },
};

/** Preview themes whose code blocks sit on a dark ground even in light mode (md-editor-rt's codeStyleReverseList). */
const DARK_CODE_PREVIEWS = ['default', 'mk-cute'];

/** Whether code blocks sit on a dark ground: the preview theme may force it even in light mode. */
export const codeGround = (previewTheme: string, mode: Mode): Mode => (DARK_CODE_PREVIEWS.includes(previewTheme) ? 'dark' : mode);

export function codeThemeHref(codeTheme: string, previewTheme: string, mode: Mode): string {
  const variants = CODE_THEME_CSS[codeTheme] ?? CODE_THEME_CSS.atom!;
  return variants[codeGround(previewTheme, mode)];
}

const LINK_ID = 'article-code-theme';

/** Points the one code-theme <link> at the chosen stylesheet; only that file is downloaded. */
export function applyCodeTheme(href: string): void {
  let link = document.getElementById(LINK_ID) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = LINK_ID;
    link.rel = 'stylesheet';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
