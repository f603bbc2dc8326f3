/**
 * 图片缩略图: pictures stored before responsive variants existed get them
 * here. The worker has no image codec, so this browser fetches each picture,
 * encodes its WebP variants (lib/image-variants.ts, as an upload does) and
 * sends them; the page walks the list the worker gives, one picture at a time.
 */
import { useState } from 'react';
import { toast } from '@/components/toast/toast';
import { api, isOk } from '@/lib/api-client';
import { addVariants } from '@/lib/image-variants';

interface Page {
  urls: string[];
  left: number;
}

export function DataPicturesCard() {
  const [progress, setProgress] = useState<string | null>(null);
  const [done, setDone] = useState('');

  const start = async () => {
    setDone('');
    let made = 0;
    let passed = 0;
    let after = '';
    try {
      for (;;) {
        const res = await api.get<Page>(`/api/admin/data/unmeasured-pictures?after=${encodeURIComponent(after)}`);
        if (!isOk(res) || !res.result) throw new Error(res.message || '读取图片列表失败');
        const { urls, left } = res.result;
        if (!urls.length) break;
        for (const [i, url] of urls.entries()) {
          setProgress(`正在处理 ${made + passed + 1} / ${made + passed + left - i}`);
          const picture = await fetch(url).then((r) => (r.ok ? r.blob() : null)).catch(() => null);
          if (picture && (await addVariants(url, picture))) made++;
          else passed++;
        }
        after = urls[urls.length - 1]!.slice('/img/'.length);
      }
      const text = made + passed === 0 ? '所有图片都已有缩略图' : `已为 ${made} 张图片生成缩略图${passed ? `，${passed} 张无法处理（已跳过）` : ''}`;
      setDone(text);
      toast.success(text);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '生成缩略图失败');
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="adm-card adm-data" aria-labelledby="data-pictures-title">
      <h2 className="adm-card__title" id="data-pictures-title">
        图片缩略图
      </h2>
      <p className="adm-data__text">
        新上传的图片会在上传时由浏览器生成 480 / 960 / 1600 像素宽的 WebP 缩略图，手机上只下载需要的大小。
        更早上传或导入的图片还没有缩略图：在这里由当前浏览器逐张生成并上传（服务器端没有图片编码器）。处理期间请不要关闭页面，可以随时重新开始。
      </p>
      <div className="adm-data__actions">
        <button type="button" className="adm-btn adm-btn--primary" disabled={progress !== null} onClick={() => void start()}>
          {progress !== null ? '正在生成…' : '为旧图片生成缩略图'}
        </button>
        <span className="adm-data__status" role="status">
          {progress ?? done}
        </span>
      </div>
    </section>
  );
}
