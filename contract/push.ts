/**
 * Web Push (issue 30): the topics a browser can subscribe to, the subscribe/unsubscribe bodies
 * the worker parses, and the payload the service worker receives after decryption. Shared by the
 * worker (worker/services/push/) and the browser (web/src/features/push/, web/src/sw/).
 */
import { z } from 'zod';
import { sameOriginPath } from './push-payload';
import { base64UrlBytes, PUSH_TOPICS, type PushTopic } from './push-topics';

export { base64UrlBytes, OWNER_TOPICS, PUBLIC_TOPICS, PUSH_TOPICS, pushTopicLabels, READER_TOPICS, type PushTopic } from './push-topics';

export const pushTexts = {
  endpointRequired: '缺少推送地址',
  endpointInvalid: '推送地址不合法',
  keysInvalid: '推送密钥不合法',
  topicInvalid: '推送主题不合法',
  topicsTooMany: '推送主题重复或过多',
  anonymousTopics: '未登录时只能订阅新文章和新说说',
  ownerTopics: '只有博主可以订阅新评论、待审核和友链申请',
  tooManyForAccount: '该账号订阅的设备过多，请先在其他设备上取消订阅',
  tooManyForAddress: '当前网络订阅的设备过多，请稍后再试',
  unavailable: '推送服务暂不可用',
  testTitle: '测试推送',
  testBody: '推送已经接通：以后有新消息会在这里提醒你。',
  noOwnerSubscription: '您还没有订阅推送：在用户中心的「推送通知」里打开它（需在浏览器中允许通知），再来发送测试推送。',
  testSent: (sent: number, subscriptions: number) =>
    sent === subscriptions ? `已向你的 ${sent} 个订阅发送测试推送，请留意系统通知` : `已发送 ${sent} 条测试推送（共 ${subscriptions} 个订阅，其余的推送服务暂时没有接收）`,
  /** what the console says about push: the one line that answers "which service do I sign up for?" */
  noAccountNeeded: '推送由站点自己的密钥签名，经浏览器自带的推送服务送达，无需注册任何第三方账号。',
} as const;

/** An endpoint is a push service's URL; browsers hand out ~200-character ones, 1000 leaves room and bounds the row. */
export const PUSH_ENDPOINT_MAX = 1000;
/** RFC 8291: the browser's ECDH key is an uncompressed P-256 point (65 bytes); the auth secret is 16 bytes. */
export const P256DH_BYTES = 65;
export const AUTH_BYTES = 16;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * https, or http to a loopback host (a test's local push service; the worker accepts those only
 * when its environment allows it, services/push/subscriptions.ts).
 */
export function isPushEndpoint(value: string): boolean {
  if (value.length > PUSH_ENDPOINT_MAX) return false;
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

const keyOf = (bytes: number, check?: (key: Uint8Array) => boolean) =>
  z
    .string({ message: pushTexts.keysInvalid })
    .max(bytes * 2, pushTexts.keysInvalid)
    .refine((text) => {
      const key = base64UrlBytes(text);
      return key !== null && key.length === bytes && (!check || check(key));
    }, pushTexts.keysInvalid);

const endpointField = z.string({ message: pushTexts.endpointRequired }).min(1, pushTexts.endpointRequired).refine(isPushEndpoint, pushTexts.endpointInvalid);

export const pushTopicField = z.enum(PUSH_TOPICS, { message: pushTexts.topicInvalid });

/** What PushSubscription.toJSON() gives (extra fields such as expirationTime are ignored), and the topics to hold. */
export const pushSubscriptionBody = z.object({
  subscription: z.object(
    {
      endpoint: endpointField,
      keys: z.object(
        {
          p256dh: keyOf(P256DH_BYTES, (key) => key[0] === 4),
          auth: keyOf(AUTH_BYTES),
        },
        { message: pushTexts.keysInvalid },
      ),
    },
    { message: pushTexts.endpointRequired },
  ),
  topics: z
    .array(pushTopicField, { message: pushTexts.topicInvalid })
    .max(PUSH_TOPICS.length, pushTexts.topicsTooMany)
    .refine((topics) => new Set(topics).size === topics.length, pushTexts.topicsTooMany),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: endpointField });
export const pushStatusBody = pushUnsubscribeBody;

/** `GET /api/push/key` */
export interface PushKey {
  publicKey: string;
}
/** `POST /api/push/subscribe` */
export interface PushSubscribed {
  topics: PushTopic[];
}
/** `POST /api/push/status`: whether this browser's endpoint is known here, and what it follows. */
export interface PushStatus {
  subscribed: boolean;
  topics: PushTopic[];
}

/** What the service worker receives once decrypted; it never carries more than the drawer shows. */
export const pushPayload = z.object({
  title: z.string().min(1).max(100),
  body: z.string().max(300),
  url: z.string().max(500).refine(sameOriginPath),
  tag: z.string().max(100).optional(),
  icon: z.string().max(500).refine(sameOriginPath).optional(),
});
export type PushPayload = z.infer<typeof pushPayload>;

/** `GET /api/admin/push/stats`: subscriptions per topic, split by whether an account holds them. */
export const pushStats = z.object({
  total: z.number().int(),
  signedIn: z.number().int(),
  anonymous: z.number().int(),
  topics: z.array(z.object({ topic: pushTopicField, signedIn: z.number().int(), anonymous: z.number().int() })),
});
export type PushStats = z.infer<typeof pushStats>;

/** `POST /api/admin/push/test`: how many of the owner's subscriptions were reached. */
export interface PushTestResult {
  sent: number;
  subscriptions: number;
}
