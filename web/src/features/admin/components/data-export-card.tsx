/** 导出: the whole site as one .zip, downloaded as the worker writes it. */
import { useState } from 'react';
import { toast } from '@/components/toast/toast';
import { dataApi } from '../api/admin-data-api';
import { fileSize } from '../lib/file-size';
import { DownloadIcon } from './admin-icons';

export function DataExportCard() {
  const [received, setReceived] = useState<number | null>(null);
  const [done, setDone] = useState<{ name: string; size: number } | null>(null);

  const start = async () => {
    setDone(null);
    setReceived(0);
    try {
      setDone(await dataApi.exportSite(setReceived));
      toast.success('导出成功');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '导出失败');
    } finally {
      setReceived(null);
    }
  };

  return (
    <section className="adm-card adm-data" aria-labelledby="data-export-title">
      <h2 className="adm-card__title" id="data-export-title">
        导出
      </h2>
      <p className="adm-data__text">
        把整个站点保存为一个 zip：全部数据表（文章、分类、标签、说说、相册、评论、留言、友链、用户、设置、音乐库）、上传的图片和音频，以及说明内容的 manifest.json。
        登录签名密钥不会导出。文件可以用「恢复」或 <code>npm run restore</code> 放回一个新站点。
      </p>
      <div className="adm-data__actions">
        <button type="button" className="adm-btn adm-btn--primary" disabled={received !== null} onClick={() => void start()}>
          <DownloadIcon />
          {received !== null ? '正在导出…' : '导出全站'}
        </button>
        <span className="adm-data__status" role="status">
          {received !== null ? `已接收 ${fileSize(received)}` : done ? `已下载 ${done.name}（${fileSize(done.size)}）` : ''}
        </span>
      </div>
    </section>
  );
}
