import type NProgressApi from 'nprogress';

let bar: Promise<typeof NProgressApi> | undefined;
let shown = false;

/** nprogress is fetched on the first navigation: the first page never shows the bar, so its load never waits for it. */
function nprogress(): Promise<typeof NProgressApi> {
  bar ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.12 });
    return NProgress;
  });
  return bar;
}

/** From the first page's render on, page loads and navigations show the bar (spec §2). */
export function showProgressFromNowOn(): void {
  shown = true;
}

export function progressStart(): void {
  if (shown) void nprogress().then((n) => n.start());
}

export function progressDone(): void {
  if (shown) void nprogress().then((n) => n.done());
}
