import { base64UrlBytes } from '@contract/push-topics';
import type { SubscriptionJson } from '../api/push-api';

/** Whether this browser can receive pushes at all (service workers, the Push API and notifications). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** How long to wait for the service worker (it registers after the page settles: features/offline). */
const READY_MS = 10_000;

export class PushSetupError extends Error {}

async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    window.setTimeout(() => reject(new PushSetupError('推送需要的后台服务还没有准备好，请刷新页面后再试')), READY_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration();
  return (await existing?.pushManager.getSubscription()) ?? null;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => Boolean(a) && new Uint8Array(a!).every((byte, i) => byte === b[i]) && a!.byteLength === b.length;

/**
 * A subscription made with the site's current key: one made with another key (the owner changed
 * it) could never be delivered to, so it is replaced.
 */
export async function subscribeBrowser(publicKey: string): Promise<SubscriptionJson> {
  const key = base64UrlBytes(publicKey);
  if (!key) throw new PushSetupError('推送服务暂不可用');
  const reg = await registration();
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: new Uint8Array(key) }).catch(() => {
    throw new PushSetupError('浏览器的推送服务没有接受订阅，请稍后再试');
  });
  const json = sub.toJSON();
  return { endpoint: json.endpoint ?? sub.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}
