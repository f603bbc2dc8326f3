/** /api/admin/music: the built-in library's songs and playlists (guarded by the console router). */
import { Hono } from 'hono';
import { adminTexts, idParam } from '../../../contract/admin-common';
import { musicTexts, playlistSaveBody, playlistSongsBody, songListBody, songUpdateBody, songUploadFields } from '../../../contract/admin-music';
import { ErrorCode } from '../../../contract/envelope';
import { STORAGE_KEYS } from '../../../contract/storage-keys';
import type { AppEnv } from '../../env';
import { AppError, fail } from '../../http/app-error';
import { currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { storeAudio } from '../../services/admin-audio';
import * as music from '../../services/admin-music';
import { storeImage } from '../../services/images';
import { keepsCache } from '../../http/edge-cache';

const code = ErrorCode.music;
const byId = idParam(adminTexts.badId);
const fileOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return value && typeof value !== 'string' && value.size > 0 ? value : null;
};

export const adminMusicRoutes = new Hono<AppEnv>()
  .post('/songs', keepsCache, validate('json', songListBody, code), async (c) => ok(c, await music.listSongs(c.var.db, c.req.valid('json')), adminTexts.listed))
  /** multipart: audio (required), cover (image), lrc (file) or lyric (text), name, artist, album, duration_ms */
  .post('/upload', async (c) => {
    const form = await c.req.formData().catch(() => null);
    if (!form) throw fail(code, musicTexts.audioRequired);
    const audio = fileOf(form, 'audio');
    if (!audio) throw fail(code, musicTexts.audioRequired);
    const lrcFile = fileOf(form, 'lrc');
    const fields = songUploadFields.safeParse({
      name: form.get('name') ?? undefined,
      artist: form.get('artist') ?? undefined,
      album: form.get('album') ?? undefined,
      lyric: lrcFile ? await lrcFile.text() : (form.get('lyric') ?? undefined),
      duration_ms: form.get('duration_ms') || undefined,
    });
    if (!fields.success) throw new AppError(code, fields.error.issues[0]?.message ?? '参数错误', 200);
    const coverFile = fileOf(form, 'cover');
    // the cover is checked before the audio is written, so a bad image leaves nothing behind
    const owner = currentUser(c);
    const cover = coverFile ? await storeImage(c.var.db, c.env.BUCKET, coverFile, owner, { folder: STORAGE_KEYS.music, kind: 'music-cover' }) : null;
    const stored = await storeAudio(c.var.db, c.env.BUCKET, audio, owner);
    const song = await music.addSong(c.var.db, {
      ...fields.data,
      audioKey: stored.key,
      mime: stored.mime,
      durationMs: stored.durationMs || fields.data.duration_ms,
      coverKey: cover?.key ?? '',
    });
    return ok(c, song, '上传歌曲成功');
  })
  .put('/song', validate('json', songUpdateBody, code), async (c) => ok(c, await music.updateSong(c.var.db, c.env.BUCKET, c.req.valid('json')), adminTexts.saved))
  .delete('/song/:id', validate('param', byId, code), async (c) => ok(c, await music.deleteSong(c.var.db, c.env.BUCKET, c.req.valid('param').id), adminTexts.deleted))
  .get('/playlists', async (c) => ok(c, await music.listPlaylists(c.var.db), adminTexts.listed))
  .post('/playlist', validate('json', playlistSaveBody, code), async (c) => ok(c, await music.savePlaylist(c.var.db, c.req.valid('json')), adminTexts.saved))
  .delete('/playlist/:id', validate('param', byId, code), async (c) => ok(c, await music.deletePlaylist(c.var.db, c.req.valid('param').id), adminTexts.deleted))
  .put('/playlist/:id/songs', validate('param', byId, code), validate('json', playlistSongsBody, code), async (c) =>
    ok(c, await music.setPlaylistSongs(c.var.db, c.req.valid('param').id, c.req.valid('json').songIds), '歌单排序已保存'),
  );
