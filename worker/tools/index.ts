/**
 * The tool worker: the terminal's way into the site's own services. It is never deployed
 * (wrangler.toml's `main` is worker/index.ts, which does not import this); scripts/lib/tool-worker.mjs
 * starts it in workerd on 127.0.0.1 with the site's bindings (the local state, or the deployed D1
 * and R2 with --remote), so `npm run import:…`, `backup`, `restore` and the benchmark's large data
 * run exactly the code the console runs. Each tool is one file beside this one: POST /<name>.
 */
import type { Bindings } from '../env';
import { backupTool } from './backup';
import { fillLarge } from './fill-large';
import { importBlogV3Tool } from './import-blog-v3';
import { importMarkdownTool } from './import-markdown';
import { restoreTool } from './restore';

export { ChatRoom } from './fill-room';
// every Durable Object class wrangler.toml binds must be exported, or the tool worker does not start
export { PushFanout } from '../services/push/fanout-object';

export type Tool = (request: Request, env: Bindings) => Promise<Response>;

const tools: Record<string, Tool> = {
  backup: backupTool,
  'fill-large': fillLarge,
  'import-blog-v3': importBlogV3Tool,
  'import-markdown': importMarkdownTool,
  restore: restoreTool,
};

export default {
  async fetch(request, env) {
    const tool = Object.hasOwn(tools, new URL(request.url).pathname.slice(1)) ? tools[new URL(request.url).pathname.slice(1)] : undefined;
    if (!tool) return new Response(`unknown tool; known: ${Object.keys(tools).join(', ')}`, { status: 404 });
    try {
      return await tool(request, env);
    } catch (error) {
      // the caller is the script on this machine: it prints the message and exits non-zero
      return new Response(error instanceof Error ? error.message : String(error), { status: 500 });
    }
  },
} satisfies ExportedHandler<Bindings>;
