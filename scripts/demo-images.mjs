#!/usr/bin/env node
/**
 * The demo pictures, generated (no downloads, same bytes every run) and stored
 * in R2 under demo/<name>.svg; the worker serves them at /img/demo/<name>.svg.
 *
 *   node scripts/demo-images.mjs [dir]   write them as files to look at (default .wrangler/demo-images)
 *   import { putDemoImages } ...         what the seed uses to fill local R2
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { STORAGE_KEYS } from '../contract/storage-keys.js';
import { recordFiles } from './lib/d1-write.mjs';
import { coverSvg } from './lib/svg-covers.mjs';
import { avatarSvg, landscapeSvg, paperSvg, qrSvg } from './lib/svg-scenes.mjs';

export const COVER_COUNT = 36;
export const PHOTO_COUNT = 24;

/** Route names the client looks banners up by (api-contract §3.5). */
export const HEADER_ROUTES = [
  'Home', 'Archives', 'Category', 'Tag', 'Article', 'ArticleList', 'PhotoAlbum', 'Photos', 'Talk',
  'LinkList', 'Front', 'Back', 'SiteList', 'UserCenter', 'MessageList', 'PublishMessage', 'MessageDetail',
];

/** name → the character on the avatar, and a palette index so people are told apart at a glance. */
export const AVATARS = {
  owner: ['张', 8], test: ['测', 5], lin: ['林', 14], chen: ['陈', 3], zhou: ['舟', 10],
  xia: ['夏', 2], momo: ['墨', 11], ayu: ['鱼', 7], kk: ['K', 0], luo: ['洛', 12],
  'link-1': ['阮', 1], 'link-2': ['酷', 6], 'link-3': ['V', 13], 'link-4': ['Go', 3], 'link-5': ['喵', 14],
  'link-6': ['栈', 9], 'link-7': ['R', 4], 'link-8': ['叶', 15], 'link-9': ['码', 11], 'link-10': ['云', 5],
};

export const QR_CODES = {
  'qr-qq': ['QQ 扫一扫', '#12b7f5'], 'qr-wechat': ['微信扫一扫', '#07c160'], 'qr-qq-group': ['QQ 交流群', '#12b7f5'],
  'qr-wechat-group': ['微信交流群', '#07c160'], 'qr-wechat-pay': ['微信赞赏', '#07c160'], 'qr-alipay': ['支付宝打赏', '#1677ff'],
};

const SCENE_CYCLE = [
  ['lake', 'dawn'], ['city', 'night'], ['forest', 'mist'], ['sea', 'dusk'], ['snow', 'noon'], ['dunes', 'dusk'],
  ['lake', 'night'], ['city', 'dusk'], ['forest', 'noon'], ['sea', 'dawn'], ['snow', 'dawn'], ['dunes', 'noon'],
];

const pad = (n) => String(n).padStart(2, '0');
const demoKey = (name) => `${STORAGE_KEYS.demo}${name}.svg`;
export const demoUrl = (name) => `/img/${demoKey(name)}`;
export const coverUrl = (n) => demoUrl(`cover-${pad(n)}`);
export const photoUrl = (n) => demoUrl(`photo-${pad(n)}`);
export const avatarUrl = (name) => demoUrl(`avatar-${name}`);
export const headerUrl = (route) => demoUrl(`header-${route.toLowerCase()}`);

/** Every demo picture as [name, svg]. */
export function demoImages() {
  const out = [];
  for (let i = 1; i <= COVER_COUNT; i++) out.push([`cover-${pad(i)}`, coverSvg(i)]);
  for (let i = 1; i <= PHOTO_COUNT; i++) {
    const [scene, time] = SCENE_CYCLE[(i - 1) % SCENE_CYCLE.length];
    out.push([`photo-${pad(i)}`, landscapeSvg(`photo-${i}`, { scene, time, w: 1200, h: i % 5 === 0 ? 1500 : 800 })]);
  }
  HEADER_ROUTES.forEach((route, i) => {
    // the home banner is the first thing a visitor sees: give it the warmest sky
    const [scene, time] = route === 'Home' ? ['lake', 'dusk'] : SCENE_CYCLE[(i * 5) % SCENE_CYCLE.length];
    out.push([`header-${route.toLowerCase()}`, landscapeSvg(`header-${route}`, { scene, time, w: 1920, h: 640 })]);
  });
  for (const [name, [letter, palette]] of Object.entries(AVATARS)) out.push([`avatar-${name}`, avatarSvg(name, letter, palette)]);
  for (const [name, [label, color]] of Object.entries(QR_CODES)) out.push([name, qrSvg(name, label, color)]);
  for (let i = 1; i <= 6; i++) out.push([`paper-${i}`, paperSvg(`paper-${i}`)]);
  return out;
}

/** Puts every demo picture into the R2 bucket and records it as the administrator's; returns the set of URLs now served. */
export async function putDemoImages(bucket, db) {
  const urls = new Set();
  const images = demoImages();
  for (let i = 0; i < images.length; i += 16) {
    await Promise.all(
      images.slice(i, i + 16).map(([name, svg]) => {
        urls.add(demoUrl(name));
        return bucket.put(demoKey(name), svg, { httpMetadata: { contentType: 'image/svg+xml', cacheControl: 'public, max-age=31536000, immutable' } });
      }),
    );
  }
  await recordFiles(db, images.map(([name, svg]) => ({ key: demoKey(name), kind: 'demo', size: Buffer.byteLength(svg) })));
  return urls;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? '.wrangler/demo-images');
  await mkdir(dir, { recursive: true });
  const images = demoImages();
  await Promise.all(images.map(([name, svg]) => writeFile(path.join(dir, `${name}.svg`), svg)));
  console.log(`wrote ${images.length} pictures to ${dir}`);
}
