import { useQuery } from '@/lib/query';
import { useState } from 'react';
import type { AdminPlaylistRow, AdminSongRow } from '@contract/admin-music';
import { adminApi } from '../api/admin-api';
import { Empty, PageHead, Pager, Thumb } from '../components/ui';
import { SongUploadDialog } from '../components/song-upload-dialog';
import { PlaylistEditor } from '../components/playlist-editor';
import { useAdminAction, usePagedList } from '../hooks/use-admin-query';
import { confirmAction } from '../components/confirm-host';

const duration = (ms: number) => `${Math.floor(ms / 60000)}:${String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')}`;

function MusicPage() {
  const songs = usePagedList<AdminSongRow, { keyword?: string }>('songs', '/api/admin/music/songs', {}, 20);
  const playlists = useQuery({ queryKey: ['admin', 'playlists'], queryFn: () => adminApi.get<AdminPlaylistRow[]>('/api/admin/music/playlists') });
  const allSongs = useQuery({ queryKey: ['admin', 'songs-all'], queryFn: () => adminApi.page<AdminSongRow>('/api/admin/music/songs', { current: 1, size: 1000 }) });
  const { run } = useAdminAction();
  const [uploading, setUploading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [playing, setPlaying] = useState<string | null>(null);

  const removeSong = async (s: AdminSongRow) => {
    if (await confirmAction(`删除歌曲「${s.name}」？音频文件会一并删除。`)) await run(() => adminApi.del(`/api/admin/music/song/${s.id}`), '已删除');
  };

  return (
    <>
      <PageHead title="音乐库" sub="上传歌曲（音频、封面、LRC 歌词），管理歌单与曲目顺序" actions={<button type="button" className="adm-btn adm-btn--primary" onClick={() => setUploading(true)}>上传歌曲</button>} />
      <div className="adm-toolbar">
        <form className="adm-search" onSubmit={(e) => (e.preventDefault(), songs.setFilters(keyword.trim() ? { keyword: keyword.trim() } : {}))}>
          <input className="adm-input" placeholder="搜索歌名或歌手" value={keyword} onChange={(e) => setKeyword(e.target.value)} aria-label="搜索歌曲" />
          <button className="adm-btn adm-btn--ghost">搜索</button>
        </form>
      </div>
      <div className="adm-table-wrap">
        <table className="adm-table">
          <thead>
            <tr><th>封面</th><th>歌名</th><th>歌手 / 专辑</th><th>时长</th><th>歌词</th><th>操作</th></tr>
          </thead>
          <tbody>
            {songs.page.list.map((s) => (
              <tr key={s.id} data-song={s.name}>
                <td data-label="封面"><Thumb src={s.cover} /></td>
                <td data-label="歌名"><strong>{s.name}</strong></td>
                <td data-label="歌手 / 专辑">{s.artist || '未知歌手'}<div className="adm-muted">{s.album}</div></td>
                <td data-label="时长">{duration(s.duration_ms)}</td>
                <td data-label="歌词">{s.lyric ? '有' : '无'}</td>
                <td data-label="操作" className="adm-actions">
                  <button type="button" className="adm-btn adm-btn--text" onClick={() => setPlaying(playing === s.audio ? null : s.audio)}>{playing === s.audio ? '停止' : '试听'}</button>
                  <button type="button" className="adm-btn adm-btn--text adm-danger" onClick={() => void removeSong(s)}>删除</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {songs.page.list.length === 0 && !songs.isLoading ? <Empty text="音乐库是空的，先上传一首吧" /> : null}
      </div>
      <Pager current={songs.current} size={songs.size} total={songs.page.total} onChange={songs.setCurrent} />
      {playing ? <audio src={playing} autoPlay controls className="adm-audio" onEnded={() => setPlaying(null)} /> : null}
      <PlaylistEditor playlists={playlists.data ?? []} songs={allSongs.data?.list ?? []} />
      <SongUploadDialog open={uploading} onClose={() => setUploading(false)} />
    </>
  );
}

export { MusicPage as Component };
