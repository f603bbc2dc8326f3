import { useState } from 'react';
import type { AdminAlbumRow } from '@contract/admin-gallery';
import type { PhotoItem } from '@contract/gallery';
import { adminApi } from '../api/admin-api';
import { ImageUpload, MultiImagePick } from '../components/image-upload';
import { Empty, Field, Modal, PageHead, Pager } from '../components/ui';
import { useAdminAction, usePagedList } from '../hooks/use-admin-query';
import { confirmAction } from '../components/confirm-host';

type Draft = { id?: number; album_name: string; album_cover: string; description: string };

function Photos({ album, onBack }: { album: AdminAlbumRow; onBack: () => void }) {
  const [status, setStatus] = useState(1);
  const list = usePagedList<PhotoItem, { id: number; status: number }>(`photos-${album.id}`, '/api/photo/getPhotoListByAlbumId', { id: album.id, status: 1 }, 24);
  const { run } = useAdminAction();
  const show = (s: number) => (setStatus(s), list.setFilters({ id: album.id, status: s }));
  return (
    <>
      <PageHead title={`相册：${album.album_name}`} sub="可一次选择多张照片上传" actions={
        <>
          <button type="button" className="adm-btn adm-btn--ghost" onClick={onBack}>← 返回相册</button>
          <MultiImagePick label="上传照片（可多选）" onUploaded={(urls) => void run(() => adminApi.post('/api/photo/add', { photoList: urls.map((url) => ({ album_id: album.id, url })) }), `已上传 ${urls.length} 张照片`)} />
        </>
      } />
      <div className="adm-tabs" role="tablist">
        <button type="button" role="tab" className="adm-tab" aria-selected={status === 1} onClick={() => show(1)}>照片</button>
        <button type="button" role="tab" className="adm-tab" aria-selected={status === 2} onClick={() => show(2)}>回收站</button>
      </div>
      <div className="adm-photo-grid">
        {list.page.list.map((p) => (
          <figure key={p.id} className="adm-photo">
            <img src={p.url} alt="" loading="lazy" />
            <figcaption className="adm-actions">
              {status === 2 ? <button type="button" className="adm-btn adm-btn--text" onClick={() => void run(() => adminApi.put('/api/photo/revert', { idList: [p.id] }), '已恢复')}>恢复</button> : null}
              <button type="button" className="adm-btn adm-btn--text adm-danger" onClick={async () => {
                if (await confirmAction(status === 2 ? '彻底删除这张照片？' : '把这张照片移到回收站？')) await run(() => adminApi.put('/api/photo/delete', { imgList: [{ id: p.id }], type: status === 2 ? 2 : 1 }), '已删除');
              }}>删除</button>
            </figcaption>
          </figure>
        ))}
      </div>
      {list.page.list.length === 0 && !list.isLoading ? <Empty text="没有照片" /> : null}
      <Pager current={list.current} size={list.size} total={list.page.total} onChange={list.setCurrent} />
    </>
  );
}

function AlbumsPage() {
  const list = usePagedList<AdminAlbumRow, Record<string, string>>('albums', '/api/photoAlbum', {}, 12);
  const { run, busy } = useAdminAction();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<AdminAlbumRow | null>(null);
  if (open) return <Photos album={open} onBack={() => setOpen(null)} />;

  const save = async () => {
    if (!draft) return;
    const next: Record<string, string> = {};
    if (!draft.album_name.trim()) next.album_name = '请输入相册名称';
    if (!draft.album_cover) next.album_cover = '请上传相册封面';
    setErrors(next);
    if (Object.keys(next).length) return;
    if (await run(() => (draft.id ? adminApi.put('/api/photoAlbum/update', draft) : adminApi.post('/api/photoAlbum/add', draft)), '相册已保存')) setDraft(null);
  };

  return (
    <>
      <PageHead title="相册" actions={<button type="button" className="adm-btn adm-btn--primary" onClick={() => (setErrors({}), setDraft({ album_name: '', album_cover: '', description: '' }))}>新建相册</button>} />
      <div className="adm-album-grid">
        {list.page.list.map((a) => (
          <article key={a.id} className="adm-card adm-album">
            <button type="button" className="adm-album__cover" onClick={() => setOpen(a)} aria-label={`打开相册 ${a.album_name}`}>
              <img src={a.album_cover} alt="" loading="lazy" />
            </button>
            <h3>{a.album_name}</h3>
            <p className="adm-muted">{a.description || '暂无描述'} · {a.photoCount} 张</p>
            <div className="adm-actions">
              <button type="button" className="adm-btn adm-btn--text" onClick={() => setOpen(a)}>管理照片</button>
              <button type="button" className="adm-btn adm-btn--text" onClick={() => (setErrors({}), setDraft({ id: a.id, album_name: a.album_name, album_cover: a.album_cover, description: a.description }))}>编辑</button>
              <button type="button" className="adm-btn adm-btn--text adm-danger" onClick={async () => {
                if (await confirmAction(`删除相册「${a.album_name}」及其全部照片？`)) await run(() => adminApi.del(`/api/photoAlbum/delete/${a.id}`), '相册已删除');
              }}>删除</button>
            </div>
          </article>
        ))}
      </div>
      {list.page.list.length === 0 && !list.isLoading ? <Empty text="还没有相册" /> : null}
      <Pager current={list.current} size={list.size} total={list.page.total} onChange={list.setCurrent} />
      <Modal title={draft?.id ? '编辑相册' : '新建相册'} open={draft !== null} onClose={() => setDraft(null)} footer={<button type="button" className="adm-btn adm-btn--primary" disabled={busy} onClick={() => void save()}>保存</button>}>
        {draft ? (
          <div className="adm-form">
            <Field label="相册名称" error={errors.album_name}>{(id) => <input id={id} className="adm-input" maxLength={26} value={draft.album_name} onChange={(e) => setDraft({ ...draft, album_name: e.target.value })} />}</Field>
            <Field label="描述">{(id) => <input id={id} className="adm-input" maxLength={55} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />}</Field>
            <Field label="封面" error={errors.album_cover}>{(id) => <ImageUpload id={id} value={draft.album_cover} onChange={(v) => setDraft({ ...draft, album_cover: v })} />}</Field>
          </div>
        ) : null}
      </Modal>
    </>
  );
}

export { AlbumsPage as Component };
