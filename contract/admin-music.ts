/** Owner's console: the built-in music library (ours, documented in docs/api.md). */
import { z } from 'zod';
import { ID_LIST_MAX, idListTooMany } from './paging';
import { adminTexts, idField, optionalText, pagingFields, siteImageField, textField } from './admin-common';

export const MAX_AUDIO_MB = 30;
/** Characters of a song's lyric (LRC), the longest text of an ordinary form; body-limits.ts sizes JSON bodies from it. */
export const LRC_MAX = 50_000;

export const musicTexts = {
  nameRequired: '请输入歌曲名称',
  nameTooLong: '歌曲名称不能超过100个字符',
  audioRequired: '请选择音频文件',
  lrcTooLong: '歌词太长了',
  playlistRequired: '请输入歌单名称',
  songMissing: '歌曲不存在',
  playlistMissing: '歌单不存在',
  badSongs: '歌曲列表不合法',
} as const;

const songMetaFields = {
  name: textField(musicTexts.nameRequired, 100, musicTexts.nameTooLong),
  artist: optionalText(100, '歌手不能超过100个字符'),
  album: optionalText(100, '专辑不能超过100个字符'),
  lyric: z.string().max(LRC_MAX, musicTexts.lrcTooLong).optional().default(''),
};
/** Text fields of the multipart upload (the files travel beside them). */
export const songUploadFields = z.object({ ...songMetaFields, duration_ms: z.coerce.number().int().min(0).max(86_400_000).optional().default(0) });
export const songUpdateBody = z.object({ ...songMetaFields, id: idField(adminTexts.badId), cover: siteImageField(adminTexts.badImage) });
export const songListBody = z.object({ ...pagingFields(20), keyword: z.string().trim().max(55).optional() });

export const playlistSaveBody = z.object({
  id: idField(adminTexts.badId).optional(),
  name: textField(musicTexts.playlistRequired, 55, '歌单名称不能超过55个字符'),
  description: optionalText(255, '描述不能超过255个字符'),
  cover: siteImageField(adminTexts.badImage),
  sort: z.number().int().min(0).max(9999).optional().default(0),
});
export const playlistSongsBody = z.object({ songIds: z.array(idField(musicTexts.badSongs), { message: musicTexts.badSongs }).max(ID_LIST_MAX, idListTooMany) });

export interface AdminSongRow {
  id: number;
  name: string;
  artist: string;
  album: string;
  cover: string;
  audio: string;
  mime: string;
  duration_ms: number;
  lyric: string;
  createdAt: string;
}

export interface AdminPlaylistRow {
  id: number;
  name: string;
  description: string;
  cover: string;
  sort: number;
  songIds: number[];
}
