import { PUBLIC_TOPICS } from '@contract/push-topics';
import { toast } from '@/components/toast/toast';
import { isOk } from '@/lib/api-client';
import { pushApi } from '../api/push-api';
import { currentSubscription, PushSetupError, subscribeBrowser } from './browser-push';

/**
 * 新文章提醒 (the footer's button): follow new articles and talks from this browser. A browser
 * that already follows something keeps what it follows (the user center changes it).
 */
export async function followNewPosts(): Promise<void> {
  try {
    const existing = await currentSubscription();
    const known = existing ? await pushApi.status(existing.endpoint) : undefined;
    if (isOk(known) && known.result?.subscribed) {
      toast.info('推送提醒已经开启，可以在个人中心的「推送通知」里调整');
      return;
    }
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      toast.warning('没有得到通知权限：请在浏览器的网站设置里允许本站发送通知');
      return;
    }
    const key = await pushApi.key();
    if (!isOk(key) || !key.result) throw new PushSetupError(key.message || '推送服务暂不可用');
    const res = await pushApi.subscribe(await subscribeBrowser(key.result.publicKey), [...PUBLIC_TOPICS]);
    if (isOk(res)) toast.success('已开启新文章和新说说的提醒');
  } catch (error) {
    toast.error(error instanceof PushSetupError ? error.message : '推送设置失败，请稍后再试');
  }
}
