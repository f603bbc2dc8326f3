/**
 * In production the chat room runs where its Durable Object is placed, in an
 * isolate of its own that evaluates the script but serves no page; locally
 * `wrangler dev` would run the room in the same isolate as the site. For the
 * chat bench, two configs made from wrangler.toml put the room in its own
 * worker ("edge-blog-chat-host", the same script) and bind the site to it with
 * `script_name`, so the room's heap is the one it has in production.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

export const CHAT_HOST = 'edge-blog-chat-host';
const DIR = '.wrangler/bench-chat';

/**
 * Writes both configs under `root` and answers their paths for `wrangler dev -c site -c host`.
 * `main`: the worker build both run (wrangler.toml's by default); `hostVars`: the room's own [vars].
 */
export function chatHostConfigs(root, { main, hostVars = {} } = {}) {
  const source = readFileSync(`${root}/wrangler.toml`, 'utf8');
  // paths in a config are read from the config's folder, two below the root
  const moved = source
    .replace(/^main = "(.+)"$/m, (_, file) => `main = "../../${main ?? file}"`)
    .replace(/^migrations_dir = "(.+)"$/m, 'migrations_dir = "../../$1"')
    .replace(/^directory = "(.+)"$/m, 'directory = "../../$1"');
  const migrations = /\[\[migrations\]\][^[]*/.exec(moved)?.[0];
  if (!migrations || !moved.includes('class_name = "ChatRoom"\n')) throw new Error('wrangler.toml: the ChatRoom binding or its migration was not found');
  // the site binds the room in the host and leaves it the class's migration
  const site = moved.replace('class_name = "ChatRoom"\n', `class_name = "ChatRoom"\nscript_name = "${CHAT_HOST}"\n`).replace(migrations, '');
  const vars = Object.entries(hostVars)
    .map(([k, v]) => `${k} = ${JSON.stringify(v)}\n`)
    .join('');
  const host = moved
    .replace(/^name = ".+"$/m, `name = "${CHAT_HOST}"`)
    // a host serves no page: no web build, no assets
    .replace(/^\[build\]\n(?:[^[\n].*\n|\n)*/m, '')
    .replace(/^\[assets\]\n(?:[^[\n].*\n)*/m, '')
    .replace(/^\[vars\]\n/m, `[vars]\n${vars}`);
  mkdirSync(`${root}/${DIR}`, { recursive: true });
  writeFileSync(`${root}/${DIR}/site.toml`, site);
  writeFileSync(`${root}/${DIR}/chat-host.toml`, host);
  return [`${DIR}/site.toml`, `${DIR}/chat-host.toml`];
}
