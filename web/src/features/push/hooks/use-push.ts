import type { PushTopic } from '@contract/push-topics';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/toast/toast';
import { isOk } from '@/lib/api-client';
import { pushApi } from '../api/push-api';
import { currentSubscription, PushSetupError, pushSupported, subscribeBrowser } from '../lib/browser-push';

type PushPermission = NotificationPermission | 'unsupported';

export interface PushState {
  permission: PushPermission;
  /** null while this browser's state is read */
  subscribed: boolean | null;
  topics: PushTopic[];
  busy: boolean;
  enable: (topics: PushTopic[]) => Promise<void>;
  disable: () => Promise<void>;
  setTopics: (topics: PushTopic[]) => Promise<void>;
}

const fail = (error: unknown) => toast.error(error instanceof PushSetupError ? error.message : '推送设置失败，请稍后再试');

/** This browser's push subscription as the site knows it (POST /api/push/status), and the ways to change it. */
export function usePush(): PushState {
  const supported = pushSupported();
  const [permission, setPermission] = useState<PushPermission>(supported ? Notification.permission : 'unsupported');
  const [subscribed, setSubscribed] = useState<boolean | null>(supported ? null : false);
  const [topics, setTopicsState] = useState<PushTopic[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void (async () => {
      const sub = await currentSubscription().catch(() => null);
      const res = sub ? await pushApi.status(sub.endpoint).catch(() => undefined) : undefined;
      if (!live) return;
      const known = Boolean(isOk(res) && res.result?.subscribed);
      setSubscribed(known);
      setTopicsState(known && isOk(res) ? (res.result?.topics ?? []) : []);
    })();
    return () => {
      live = false;
    };
  }, [supported]);

  const save = useCallback(async (wanted: PushTopic[]) => {
    const key = await pushApi.key();
    if (!isOk(key) || !key.result) throw new PushSetupError(key.message || '推送服务暂不可用');
    const subscription = await subscribeBrowser(key.result.publicKey);
    const res = await pushApi.subscribe(subscription, wanted);
    // a refusal (a topic this reader may not hold, too many devices) was already shown by the client
    if (!isOk(res) || !res.result) return false;
    setSubscribed(true);
    setTopicsState(res.result.topics);
    return true;
  }, []);

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }, []);

  const enable = useCallback(
    (wanted: PushTopic[]) =>
      run(async () => {
        const answer = await Notification.requestPermission();
        setPermission(answer);
        if (answer === 'granted' && (await save(wanted))) toast.success('已开启推送通知');
      }),
    [run, save],
  );

  const setTopics = useCallback((wanted: PushTopic[]) => run(async () => void (await save(wanted))), [run, save]);

  const disable = useCallback(
    () =>
      run(async () => {
        const sub = await currentSubscription();
        if (sub) {
          await pushApi.unsubscribe(sub.endpoint);
          await sub.unsubscribe();
        }
        setSubscribed(false);
        setTopicsState([]);
        toast.success('已关闭推送通知');
      }),
    [run],
  );

  return { permission, subscribed, topics, busy, enable, disable, setTopics };
}
