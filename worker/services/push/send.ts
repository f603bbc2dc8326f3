/**
 * One push to one browser: the payload encrypted to the subscription's keys (RFC 8291,
 * aes128gcm) and the request signed with the site's VAPID key (RFC 8292), encrypt.ts. What the push service answers decides the
 * subscription's fate: 2xx delivered, 404/410 gone for good (the caller deletes it), 429/5xx
 * tried again after Retry-After or a short pause, anything else a failure.
 */
import type { PushPayload } from '../../../contract/push';
import { encryptPayload, vapidAuthorization } from './encrypt';
import type { VapidKeys } from './keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type SendOutcome = 'sent' | 'gone' | 'failed';

export interface SendOptions {
  keys: VapidKeys;
  /** the VAPID subject: the site's https URL or a mailto: (push services contact the sender there) */
  subject: string;
  /** how long the push service keeps an undelivered push (seconds; below the JWT's 24 h) */
  ttl: number;
  urgency: 'low' | 'normal' | 'high';
  /** a test's local push service listens on http://127.0.0.1; production endpoints are https only */
  allowLoopbackHttp?: boolean;
}

/** Two more tries: a push service that is briefly busy gets them within the request's life. */
const RETRIES = 2;
/** A Retry-After longer than this is not waited for: waitUntil ends 30 s after the response. */
const MAX_WAIT_MS = 5_000;
const TIMEOUT_MS = 10_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWait(response: Response, attempt: number): number | null {
  const header = response.headers.get('Retry-After');
  const seconds = header === null ? NaN : /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  const ms = Number.isFinite(seconds) ? Math.max(0, seconds * 1000) : 500 * 2 ** attempt;
  return ms <= MAX_WAIT_MS ? ms : null;
}

export async function sendPush(target: PushTarget, payload: PushPayload, options: SendOptions): Promise<SendOutcome> {
  const loopback = target.endpoint.startsWith('http://');
  if (loopback && !options.allowLoopbackHttp) return 'gone';
  const body = await encryptPayload(new TextEncoder().encode(JSON.stringify(payload)), target.p256dh, target.auth);
  for (let attempt = 0; ; attempt++) {
    // signed per try: the JWT's clock starts at each request
    const headers = {
      Authorization: await vapidAuthorization(target.endpoint, options.keys, options.subject, options.ttl),
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      TTL: String(options.ttl),
      Urgency: options.urgency,
    };
    let response: Response;
    try {
      response = await fetch(target.endpoint, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      if (attempt < RETRIES) {
        await pause(500 * 2 ** attempt);
        continue;
      }
      return 'failed';
    }
    await response.body?.cancel();
    if (response.ok) return 'sent';
    if (response.status === 404 || response.status === 410) return 'gone';
    const wait = response.status === 429 || response.status >= 500 ? retryWait(response, attempt) : null;
    if (wait === null || attempt >= RETRIES) return 'failed';
    await pause(wait);
  }
}
