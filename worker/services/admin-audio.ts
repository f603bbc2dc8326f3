/** Audio uploads for the music library: the type comes from the file's bytes, never from its name. */
import { STORAGE_KEYS } from '../../contract/storage-keys';
import { ErrorCode } from '../../contract/envelope';
import type { Db } from '../db/client';
import { fail } from '../http/app-error';
import { type Actor, recordFile } from './stored-files';

const MAX_AUDIO_BYTES = 30 * 1024 * 1024;

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

const signatures: { mime: string; ext: string; test: (b: Uint8Array) => boolean }[] = [
  { mime: 'audio/wav', ext: 'wav', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE' },
  { mime: 'audio/flac', ext: 'flac', test: (b) => ascii(b, 0, 4) === 'fLaC' },
  { mime: 'audio/ogg', ext: 'ogg', test: (b) => ascii(b, 0, 4) === 'OggS' },
  { mime: 'audio/mpeg', ext: 'mp3', test: (b) => ascii(b, 0, 3) === 'ID3' || (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0) },
  { mime: 'audio/mp4', ext: 'm4a', test: (b) => ascii(b, 4, 8) === 'ftyp' && /^(M4A |M4B |mp4|isom|iso2|dash)/.test(ascii(b, 8, 12)) },
];

/** The content types an audio upload is stored with. */
export const AUDIO_TYPES: readonly string[] = signatures.map((s) => s.mime);

function sniffAudio(bytes: Uint8Array): { mime: string; ext: string } | null {
  return signatures.find((s) => s.test(bytes)) ?? null;
}

/** Duration of a PCM WAV from its header (byte rate and data chunk size); 0 when unknown. */
function wavDurationMs(b: Uint8Array): number {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let byteRate = 0;
  for (let at = 12; at + 8 <= b.length; ) {
    const id = ascii(b, at, at + 4);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 16 <= b.length) byteRate = view.getUint32(at + 8 + 8, true);
    if (id === 'data') return byteRate ? Math.round((Math.min(size, b.length - at - 8) / byteRate) * 1000) : 0;
    at += 8 + size + (size % 2);
  }
  return 0;
}

function randomName(ext: string) {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => letters[b % 26]).join('') + '.' + ext;
}

/** Stores an audio file under STORAGE_KEYS.musicAudio (served with Range by /wapi/media). */
export async function storeAudio(db: Db, bucket: R2Bucket, file: File, owner: Actor): Promise<{ key: string; mime: string; durationMs: number }> {
  if (file.size === 0) throw fail(ErrorCode.music, '请选择音频文件');
  if (file.size > MAX_AUDIO_BYTES) throw fail(ErrorCode.music, '音频不能超过30MB');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffAudio(bytes);
  if (!kind) throw fail(ErrorCode.music, '只能上传音频文件（mp3、ogg、wav、m4a、flac）');
  const key = `${STORAGE_KEYS.musicAudio}${randomName(kind.ext)}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: kind.mime } });
  await recordFile(db.$client, { key, owner_id: owner.id, kind: 'music-audio', size: bytes.byteLength });
  return { key, mime: kind.mime, durationMs: kind.ext === 'wav' ? wavDurationMs(bytes) : 0 };
}
