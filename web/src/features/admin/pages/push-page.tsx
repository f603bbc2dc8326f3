/** 推送 (issue 30): who follows what by Web Push, and a test push to the owner's own browsers. */
import { useQuery } from '@/lib/query';
import { useState } from 'react';
import { groupDigits } from '@/lib/format';
import { OWNER_TOPICS, READER_TOPICS, pushTexts, pushTopicLabels, type PushStats, type PushTestResult, type PushTopic } from '@contract/push';
import { toast } from '@/components/toast/toast';
import { adminApi } from '../api/admin-api';
import { PageHead } from '../components/ui';
import './push-page.css';

const STATS_KEY = ['admin', 'push', 'stats'];

function TopicRows({ stats, topics, owner }: { stats: PushStats; topics: readonly PushTopic[]; owner?: boolean }) {
  return topics.map((topic) => {
    const row = stats.topics.find((t) => t.topic === topic);
    return (
      <tr key={topic}>
        <th scope="row">{pushTopicLabels[topic]}</th>
        <td>{groupDigits(row?.signedIn ?? 0)}</td>
        <td>{owner || topic === 'reply' || topic === 'mention' || topic === 'link' ? <span className="adm-push__none">不适用</span> : groupDigits(row?.anonymous ?? 0)}</td>
      </tr>
    );
  });
}

function PushPage() {
  const stats = useQuery({ queryKey: STATS_KEY, queryFn: () => adminApi.get<PushStats>('/api/admin/push/stats') });
  const [sending, setSending] = useState(false);
  const [none, setNone] = useState(false);

  const sendTest = async () => {
    setSending(true);
    try {
      const result = await adminApi.post<PushTestResult>('/api/admin/push/test');
      setNone(result.subscriptions === 0);
      if (result.subscriptions > 0) toast.success('测试推送', pushTexts.testSent(result.sent, result.subscriptions));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : '发送失败');
    } finally {
      setSending(false);
    }
  };

  const data = stats.data;
  return (
    <>
      <PageHead title="推送" sub={pushTexts.noAccountNeeded} />
      {data ? (
        <section className="adm-stats adm-push__stats" aria-label="订阅数">
          <div className="adm-stat">
            <span className="adm-stat__label">全部订阅</span>
            <span className="adm-stat__value">{groupDigits(data.total)}</span>
          </div>
          <div className="adm-stat">
            <span className="adm-stat__label">登录读者</span>
            <span className="adm-stat__value">{groupDigits(data.signedIn)}</span>
          </div>
          <div className="adm-stat">
            <span className="adm-stat__label">未登录访客</span>
            <span className="adm-stat__value">{groupDigits(data.anonymous)}</span>
          </div>
        </section>
      ) : (
        <div className="adm-loading">{stats.isError ? '订阅数读取失败，请刷新重试' : '加载中…'}</div>
      )}
      {data ? (
        <section className="adm-card" aria-labelledby="push-topics-title">
          <h2 className="adm-card__title" id="push-topics-title">
            各主题的订阅
          </h2>
          <p className="adm-push__text">每个订阅是一台设备上的一个浏览器。未登录的访客只能订阅新文章和新说说；回复、@ 和友链结果只推给登录的本人。</p>
          <div className="adm-table-wrap">
            <table className="adm-push__table">
              <thead>
                <tr>
                  <th scope="col">主题</th>
                  <th scope="col">登录读者</th>
                  <th scope="col">未登录访客</th>
                </tr>
              </thead>
              <tbody>
                <tr className="adm-push__group">
                  <th scope="rowgroup" colSpan={3}>
                    读者
                  </th>
                </tr>
                <TopicRows stats={data} topics={READER_TOPICS} />
                <tr className="adm-push__group">
                  <th scope="rowgroup" colSpan={3}>
                    博主（只有你）
                  </th>
                </tr>
                <TopicRows stats={data} topics={OWNER_TOPICS} owner />
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <section className="adm-card" aria-labelledby="push-test-title">
        <h2 className="adm-card__title" id="push-test-title">
          测试推送
        </h2>
        <p className="adm-push__text">发一条推送到你自己订阅过的浏览器，确认通知能到达。</p>
        {none ? (
          <p className="adm-push__hint" role="status">
            {pushTexts.noOwnerSubscription}
          </p>
        ) : null}
        <button type="button" className="adm-btn adm-btn--primary" disabled={sending} onClick={() => void sendTest()}>
          {sending ? '发送中…' : '发送测试推送'}
        </button>
      </section>
    </>
  );
}

export { PushPage as Component };
