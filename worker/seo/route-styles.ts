/**
 * The stylesheets of a page's route chunk, for the pages whose body the worker
 * prerenders (an article, the chat room). index.html links only the shell's stylesheet; the
 * article's typography arrives with its route chunk, and a body painted before
 * it reflows when it lands (layout shift 0.86 on a phone). Linking the route's
 * stylesheets in the head makes the first paint the final one. The names come
 * from the build's manifest (vite.config.ts `build.manifest`), read once per isolate.
 */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Route modules (keys of the manifest: paths under web/) of pages that carry a prerendered body (or room). */
const BODY_ROUTES: Record<string, string> = {
  Article: 'src/app/routes/article-route.tsx',
  MessageChat: 'src/app/routes/chat-route.tsx',
};

// one read per asset binding (one per isolate): the build cannot change under a running isolate
const manifests = new WeakMap<Fetcher, Promise<Manifest | null>>();

function readManifest(assets: Fetcher, origin: string): Promise<Manifest | null> {
  let manifest = manifests.get(assets);
  if (!manifest) {
    manifest = assets
      .fetch(new Request(new URL('/asset-manifest.json', origin)))
      .then((res) => (res.ok ? (res.json() as Promise<Manifest>) : null))
      // a build without a manifest (the worker tests' stand-in) only loses the early styles
      .catch(() => null);
    manifests.set(assets, manifest);
  }
  return manifest;
}

/** Stylesheet paths (e.g. /assets/article-route-x.css) the page's route needs, its static imports' included. */
export async function routeStylesheets(assets: Fetcher, origin: string, pageName: string | undefined): Promise<string[]> {
  const route = pageName ? BODY_ROUTES[pageName] : undefined;
  if (!route) return [];
  const chunks = await readManifest(assets, origin);
  if (!chunks?.[route]) return [];
  // index.html links the shell's own stylesheet already
  const seen = new Set<string>(['index.html']);
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    // what a chunk imports is styled first, as Vite orders them: the route's own rules win
    for (const next of chunk.imports ?? []) visit(next);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
  };
  visit(route);
  return [...css];
}
