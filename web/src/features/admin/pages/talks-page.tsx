import { useState } from 'react';
import type { AdminTalkRow } from '@contract/admin-talks';
import { adminApi } from '../api/admin-api';
import { MultiImagePick } from '../components/image-upload';
import { Badge, Empty, Field, Modal, PageHead, Pager } from '../components/ui';
import { useAdminAction, usePagedList } from '../hooks/use-admin-query';
import { confirmAction } from '../components/confirm-host';

type Draft = { id?: number; content: string; status: number; is_top: number; talkImgList: string[] };

function TalksPage() {
  const list = usePagedList<AdminTalkRow, { status?: number }>('talks', '/api/talk/getTalkList', {});
  const { run, busy } = useAdminAction();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState('');

  const save = async () => {
    if (!draft?.content.trim()) return setError('请输入说说内容');
    const body = { ...draft, talkImgList: draft.talkImgList.map((url) => ({ url })) };
    if (await run(() => (draft.id ? adminApi.put('/api/talk/updateTalk', body) : adminApi.post('/api/talk/publishTalk', body)), '说说已保存')) setDraft(null);
  };
  const remove = async (t: AdminTalkRow) => {
    if (await confirmAction(t.status === 3 ? '彻底删除这条说说？' : '把这条说说移到回收站？')) await run(() => adminApi.del(`/api/talk/deleteTalkById/${t.id}/${t.status}`), '已删除');
  };

  return (
    <>
      <PageHead title="说说" sub="文字与图片，公开或私密，可置顶" actions={<button type="button" className="adm-btn adm-btn--primary" onClick={() => (setError(''), setDraft({ content: '', status: 1, is_top: 2, talkImgList: [] }))}>发布说说</button>} />
      <div className="adm-toolbar">
        <select className="adm-input adm-input--auto" aria-label="状态" value={list.filters.status ?? ''} onChange={(e) => list.setFilters(e.target.value ? { status: Number(e.target.value) } : {})}>
          <option value="">公开与私密</option><option value="1">公开</option><option value="2">私密</option><option value="3">回收站</option>
        </select>
      </div>
      <div className="adm-cards">
        {list.page.list.map((t) => (
          <article key={t.id} className="adm-card adm-talk">
            <div className="adm-talk__meta">
              {t.is_top === 1 ? <Badge tone="info">置顶</Badge> : null}
              <Badge tone={t.status === 1 ? 'ok' : t.status === 2 ? 'neutral' : 'danger'}>{['', '公开', '私密', '回收站'][t.status]}</Badge>
              <time>{t.createdAt}</time>
            </div>
            <p>{t.content}</p>
            {t.talkImgList.length ? <div className="adm-talk__imgs">{t.talkImgList.map((u) => <img key={u} src={u} alt="" loading="lazy" />)}</div> : null}
            <div className="adm-actions">
              {t.status === 3 ? (
                <button type="button" className="adm-btn adm-btn--text" onClick={() => void run(() => adminApi.put(`/api/talk/revertTalk/${t.id}`), '已恢复')}>恢复</button>
              ) : (
                <>
                  <button type="button" className="adm-btn adm-btn--text" onClick={() => (setError(''), setDraft({ id: t.id, content: t.content, status: t.status, is_top: t.is_top, talkImgList: t.talkImgList }))}>编辑</button>
                  <button type="button" className="adm-btn adm-btn--text" onClick={() => void run(() => adminApi.put(`/api/talk/togglePublic/${t.id}/${t.status === 1 ? 2 : 1}`), '已切换')}>{t.status === 1 ? '设为私密' : '公开'}</button>
                  <button type="button" className="adm-btn adm-btn--text" onClick={() => void run(() => adminApi.put(`/api/talk/toggleTop/${t.id}/${t.is_top === 1 ? 2 : 1}`), '已切换')}>{t.is_top === 1 ? '取消置顶' : '置顶'}</button>
                </>
              )}
              <button type="button" className="adm-btn adm-btn--text adm-danger" onClick={() => void remove(t)}>{t.status === 3 ? '彻底删除' : '删除'}</button>
            </div>
          </article>
        ))}
      </div>
      {list.page.list.length === 0 && !list.isLoading ? <Empty /> : null}
      <Pager current={list.current} size={list.size} total={list.page.total} onChange={list.setCurrent} />
      <Modal title={draft?.id ? '编辑说说' : '发布说说'} open={draft !== null} onClose={() => setDraft(null)} footer={<button type="button" className="adm-btn adm-btn--primary" disabled={busy} onClick={() => void save()}>保存</button>}>
        {draft ? (
          <div className="adm-form">
            <Field label="内容" error={error}>{(id) => <textarea id={id} className="adm-input" rows={4} maxLength={255} value={draft.content} onChange={(e) => (setError(''), setDraft({ ...draft, content: e.target.value }))} />}</Field>
            <div className="adm-talk__imgs">
              {draft.talkImgList.map((u) => (
                <span key={u} className="adm-img-tile"><img src={u} alt="" /><button type="button" aria-label="移除图片" onClick={() => setDraft({ ...draft, talkImgList: draft.talkImgList.filter((x) => x !== u) })}>×</button></span>
              ))}
            </div>
            {draft.talkImgList.length < 9 ? <MultiImagePick onUploaded={(urls) => setDraft((d) => (d ? { ...d, talkImgList: [...d.talkImgList, ...urls].slice(0, 9) } : d))} /> : null}
            <label className="adm-check"><input type="checkbox" checked={draft.status === 2} onChange={(e) => setDraft({ ...draft, status: e.target.checked ? 2 : 1 })} /> 仅自己可见</label>
            <label className="adm-check"><input type="checkbox" checked={draft.is_top === 1} onChange={(e) => setDraft({ ...draft, is_top: e.target.checked ? 1 : 2 })} /> 置顶</label>
          </div>
        ) : null}
      </Modal>
    </>
  );
}

export { TalksPage as Component };
