import { describe, expect, it } from 'vitest';
import { routeStylesheets } from '../../worker/seo/route-styles';

/** A build's manifest as Vite writes it (vite.config.ts build.manifest), served by a stand-in asset binding. */
const manifest = {
  'index.html': { file: 'assets/index-a.js', css: ['assets/index-a.css'], imports: [] },
  'src/app/routes/article-route.tsx': {
    file: 'assets/article-route-b.js',
    css: ['assets/article-route-b.css'],
    imports: ['_preview-c.js', 'index.html', '_format-d.js'],
  },
  '_preview-c.js': { file: 'assets/preview-c.js', css: ['assets/preview-c.css'], imports: ['_format-d.js'] },
  '_format-d.js': { file: 'assets/format-d.js' },
};

function assets(body: unknown, status = 200): Fetcher & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    fetch: async (input: RequestInfo | URL) => {
      calls.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    },
    connect: () => {
      throw new Error('not a socket');
    },
  } as unknown as Fetcher & { calls: string[] };
}

describe('route stylesheets of a prerendered article', () => {
  it('lists the route chunk and its imports, dependencies first, without the shell that index.html links already', async () => {
    const binding = assets(manifest);
    expect(await routeStylesheets(binding, 'http://blog.test', 'Article')).toEqual(['/assets/preview-c.css', '/assets/article-route-b.css']);
    // read once per binding (per isolate)
    await routeStylesheets(binding, 'http://blog.test', 'Article');
    expect(binding.calls).toEqual(['/asset-manifest.json']);
  });

  it('pages without a prerendered body get none, and never read the manifest', async () => {
    const binding = assets(manifest);
    expect(await routeStylesheets(binding, 'http://blog.test', 'Home')).toEqual([]);
    expect(await routeStylesheets(binding, 'http://blog.test', undefined)).toEqual([]);
    expect(binding.calls).toEqual([]);
  });

  it('a build without a manifest, or a broken one, only loses the early styles', async () => {
    expect(await routeStylesheets(assets('not found', 404), 'http://blog.test', 'Article')).toEqual([]);
    expect(await routeStylesheets(assets('{not json'), 'http://blog.test', 'Article')).toEqual([]);
    expect(await routeStylesheets(assets({ 'index.html': { file: 'x.js' } }), 'http://blog.test', 'Article')).toEqual([]);
  });
});
