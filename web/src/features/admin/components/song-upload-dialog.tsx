/** Upload one song: audio (required), cover image, LRC file; the duration is read in the browser for non-WAV files. */
import { useState } from 'react';
import { FilePicker } from './file-picker';
import { MAX_AUDIO_MB, musicTexts } from '@contract/admin-music';
import { adminApi } from '../api/admin-api';
import { useAdminAction } from '../hooks/use-admin-query';
import { Field, Modal } from './ui';

function audioDuration(file: File): Promise<number> {
  return new Promise((resolve) => {
    const el = new Audio();
    const url = URL.createObjectURL(file);
    const done = (ms: number) => (URL.revokeObjectURL(url), resolve(ms));
    el.onloadedmetadata = () => done(Number.isFinite(el.duration) ? Math.round(el.duration * 1000) : 0);
    el.onerror = () => done(0);
    el.src = url;
  });
}

export function SongUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [artist, setArtist] = useState('');
  const [album, setAlbum] = useState('');
  const [audio, setAudio] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [lrc, setLrc] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { run, busy } = useAdminAction();

  const submit = async () => {
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = musicTexts.nameRequired;
    if (!audio) next.audio = musicTexts.audioRequired;
    else if (audio.size > MAX_AUDIO_MB * 1024 * 1024) next.audio = `音频不能超过${MAX_AUDIO_MB}MB`;
    setErrors(next);
    if (Object.keys(next).length || !audio) return;
    const form = new FormData();
    form.append('audio', audio);
    if (cover) form.append('cover', cover);
    if (lrc) form.append('lrc', lrc);
    form.append('name', name.trim());
    form.append('artist', artist.trim());
    form.append('album', album.trim());
    form.append('duration_ms', String(await audioDuration(audio)));
    if (await run(() => adminApi.uploadSong(form), '歌曲已上传')) {
      setName('');
      setArtist('');
      setAlbum('');
      setAudio(null);
      setCover(null);
      setLrc(null);
      onClose();
    }
  };

  return (
    <Modal title="上传歌曲" open={open} onClose={onClose} footer={<button type="button" className="adm-btn adm-btn--primary" disabled={busy} onClick={() => void submit()}>{busy ? '上传中…' : '上传'}</button>}>
      <div className="adm-form">
        <Field label="音频文件（mp3 / ogg / wav / m4a / flac）" error={errors.audio}>
          {(id) => <FilePicker id={id} accept="audio/*,.mp3,.ogg,.wav,.m4a,.flac" onFile={(f) => {
            setAudio(f);
            if (f && !name) setName(f.name.replace(/\.[^.]+$/, ''));
          }} />}
        </Field>
        <Field label="歌名" error={errors.name}>{(id) => <input id={id} className="adm-input" value={name} onChange={(e) => setName(e.target.value)} />}</Field>
        <Field label="歌手" hint="多位歌手用 / 分隔">{(id) => <input id={id} className="adm-input" value={artist} onChange={(e) => setArtist(e.target.value)} />}</Field>
        <Field label="专辑">{(id) => <input id={id} className="adm-input" value={album} onChange={(e) => setAlbum(e.target.value)} />}</Field>
        <Field label="封面图片">{(id) => <FilePicker id={id} accept="image/*" onFile={setCover} />}</Field>
        <Field label="LRC 歌词">{(id) => <FilePicker id={id} accept=".lrc,text/plain" onFile={setLrc} />}</Field>
      </div>
    </Modal>
  );
}
