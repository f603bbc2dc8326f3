/** Markdown 导入: a .zip of Hexo/Hugo posts becomes articles; the result lists what came in, what was skipped and why. */
import { Link } from '@/lib/router';
import { FilePicker } from './file-picker';
import { useState } from 'react';
import { MARKDOWN_ZIP_MAX_MB, type MarkdownImportSummary } from '@contract/admin-data';
import { toast } from '@/components/toast/toast';
import { dataApi } from '../api/admin-data-api';
import { UploadIcon } from './admin-icons';
import { Badge } from './ui';

function ImportResult({ result }: { result: MarkdownImportSummary }) {
  return (
    <div className="adm-data__result" role="status" aria-label="导入结果">
      <p>
        导入 {result.created.length} 篇，跳过 {result.skipped.length} 篇，上传图片 {result.images.uploaded} 张。
      </p>
      {result.created.length ? (
        <ul className="adm-data__list">
          {result.created.map((c) => (
            <li key={c.id}>
              <Badge tone="ok">已导入</Badge>
              <Link to={`/admin/articles/${c.id}`}>{c.title}</Link>
              {c.draft ? <Badge tone="neutral">草稿</Badge> : null}
              <span className="adm-muted">{c.file}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {result.skipped.length ? (
        <ul className="adm-data__list">
          {result.skipped.map((s) => (
            <li key={s.file}>
              <Badge tone="warn">已跳过</Badge>
              <span>{s.title || s.file}</span>
              <span className="adm-muted">{s.reason}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {result.images.missing.length ? (
        <>
          <p>以下图片没有导入，文章中保留了原来的地址：</p>
          <ul className="adm-data__list">
            {result.images.missing.map((m) => (
              <li key={`${m.file}:${m.ref}`}>
                <Badge tone="danger">图片</Badge>
                <span className="adm-break">{m.ref}</span>
                <span className="adm-muted">
                  {m.reason}（{m.file}）
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function DataMarkdownCard() {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<MarkdownImportSummary | null>(null);

  const start = async () => {
    if (!file) return;
    if (file.size > MARKDOWN_ZIP_MAX_MB * 1024 * 1024) return void toast.warning(`压缩包不能超过${MARKDOWN_ZIP_MAX_MB}MB，更大的文件夹请用 npm run import:markdown`);
    setBusy(true);
    try {
      const summary = await dataApi.importMarkdown(file);
      setResult(summary);
      toast.success(`导入完成：${summary.created.length} 篇`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '导入失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="adm-card adm-data" aria-labelledby="data-markdown-title">
      <h2 className="adm-card__title" id="data-markdown-title">
        Markdown 导入
      </h2>
      <p className="adm-data__text">
        把 Hexo 的 <code>source</code>（或 <code>source/_posts</code>）、Hugo 的 <code>content</code> 文件夹连同图片打成 zip（不超过 {MARKDOWN_ZIP_MAX_MB}MB）上传。
        front matter（YAML 的 <code>---</code> 或 TOML 的 <code>+++</code>）里的标题、日期、分类、标签、封面、草稿和摘要会保留，文章旁的图片会上传到本站。
        已有同名文章的会跳过，重复导入不会产生重复文章。
      </p>
      <div className="adm-data__actions">
        <label className="adm-data__file">
          <span>文章压缩包（.zip）</span>
          <FilePicker accept=".zip,application/zip" disabled={busy} onFile={setFile} />
        </label>
        <button type="button" className="adm-btn adm-btn--primary" disabled={!file || busy} onClick={() => void start()}>
          <UploadIcon />
          {busy ? '正在导入…' : '导入'}
        </button>
      </div>
      {result ? <ImportResult result={result} /> : null}
    </section>
  );
}
