import type { Bindings } from './env';

export { ChatRoom } from './chat/chat-room';
export { PushFanout } from './services/push/fanout-object';

/**
 * The site is evaluated on its first request, not when the script loads: an
 * isolate that only hosts the chat room never builds the routes, the page and
 * article renderers or their schemas, so the room's heap stays small and the
 * collector's full pauses stay short (docs/architecture.md, "What keeps the
 * chat room fast").
 */
let site: Promise<typeof import('./app')> | undefined;

export default {
  async fetch(request, env, ctx) {
    site ??= import('./app');
    return (await site).app.fetch(request, env, ctx);
  },
  // wrangler.toml [triggers]: a scheduled article goes public at its time with no request to notice it
  async scheduled(_controller, env, ctx) {
    site ??= import('./app');
    ctx.waitUntil((await site).announceFromCron(env));
  },
} satisfies ExportedHandler<Bindings>;
