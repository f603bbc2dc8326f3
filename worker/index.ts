import { app } from './app';

export { ChatRoom } from './chat/chat-room';

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<import('./env').Bindings>;
