/** Playlists: create, rename, delete, and choose and order their songs (up/down). */
import { useEffect, useState } from 'react';
import type { AdminPlaylistRow, AdminSongRow } from '@contract/admin-music';
import { adminApi } from '../api/admin-api';
import { useAdminAction } from '../hooks/use-admin-query';
import { confirmAction } from './confirm-host';
import { Empty } from './ui';

export function PlaylistEditor({ playlists, songs }: { playlists: AdminPlaylistRow[]; songs: AdminSongRow[] }) {
  const { run, busy } = useAdminAction();
  const [activeId, setActiveId] = useState<number | null>(null);
  const [order, setOrder] = useState<number[]>([]);
  const [newName, setNewName] = useState('');
  const active = playlists.find((p) => p.id === activeId) ?? playlists[0];
  useEffect(() => setOrder(active?.songIds ?? []), [active]);
  const byId = new Map(songs.map((s) => [s.id, s]));
  const move = (i: number, d: number) => setOrder((o) => {
    const next = [...o];
    const [item] = next.splice(i, 1);
    next.splice(Math.max(0, Math.min(next.length, i + d)), 0, item!);
    return next;
  });

  return (
    <section className="adm-card adm-playlists">
      <h2 className="adm-card__title">歌单</h2>
      <div className="adm-playlists__bar">
        {playlists.map((p) => (
          <button key={p.id} type="button" className={`adm-chip adm-chip--btn${active?.id === p.id ? ' is-on' : ''}`} onClick={() => setActiveId(p.id)}>
            {p.name} <small>{p.songIds.length}</small>
          </button>
        ))}
        <form className="adm-search" onSubmit={(e) => {
          e.preventDefault();
          if (newName.trim()) void run(() => adminApi.post('/api/admin/music/playlist', { name: newName.trim() }), '歌单已创建').then(() => setNewName(''));
        }}>
          <input className="adm-input" placeholder="新歌单名称" value={newName} onChange={(e) => setNewName(e.target.value)} aria-label="新歌单名称" />
          <button className="adm-btn adm-btn--ghost" disabled={busy}>新建</button>
        </form>
      </div>
      {!active ? <Empty text="还没有歌单" /> : (
        <div className="adm-playlists__body">
          <div>
            <h3>曲目顺序</h3>
            {order.length === 0 ? <Empty text="从右侧添加歌曲" /> : (
              <ol className="adm-order">
                {order.map((sid, i) => (
                  <li key={sid}>
                    <span>{byId.get(sid)?.name ?? `#${sid}`}</span>
                    <button type="button" className="adm-icon-btn" aria-label="上移" disabled={i === 0} onClick={() => move(i, -1)}>↑</button>
                    <button type="button" className="adm-icon-btn" aria-label="下移" disabled={i === order.length - 1} onClick={() => move(i, 1)}>↓</button>
                    <button type="button" className="adm-icon-btn" aria-label="移出歌单" onClick={() => setOrder(order.filter((x) => x !== sid))}>×</button>
                  </li>
                ))}
              </ol>
            )}
            <div className="adm-row">
              <button type="button" className="adm-btn adm-btn--primary" disabled={busy} onClick={() => void run(() => adminApi.put(`/api/admin/music/playlist/${active.id}/songs`, { songIds: order }), '曲目顺序已保存')}>保存顺序</button>
              <button type="button" className="adm-btn adm-btn--danger" onClick={async () => {
                if (await confirmAction(`删除歌单「${active.name}」？歌曲本身会保留。`)) await run(() => adminApi.del(`/api/admin/music/playlist/${active.id}`), '歌单已删除');
              }}>删除歌单</button>
            </div>
          </div>
          <div>
            <h3>添加歌曲</h3>
            <ul className="adm-pick">
              {songs.filter((s) => !order.includes(s.id)).map((s) => (
                <li key={s.id}>
                  <span>{s.name} <small className="adm-muted">{s.artist}</small></span>
                  <button type="button" className="adm-btn adm-btn--text" onClick={() => setOrder([...order, s.id])}>添加</button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
