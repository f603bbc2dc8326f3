/**
 * 恢复: a backup onto an empty site only. The check runs first, so a site with
 * content says why before any upload; after a restore the archive's accounts
 * are the site's, so the owner logs in again with the archive's administrator.
 */
import { useQuery } from '@/lib/query';
import { FilePicker } from './file-picker';
import { useState } from 'react';
import { dataTexts, type RestoreSummary } from '@contract/admin-data';
import { toast } from '@/components/toast/toast';
import { useSession } from '@/lib/session-store';
import { dataApi } from '../api/admin-data-api';
import { fileSize } from '../lib/file-size';
import { UploadIcon } from './admin-icons';
import { confirmAction } from './confirm-host';
import { Badge } from './ui';

export function DataRestoreCard() {
  const check = useQuery({ queryKey: ['admin', 'data', 'restore-check'], queryFn: dataApi.restoreCheck });
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RestoreSummary | null>(null);
  const empty = check.data?.empty === true;

  const start = async () => {
    if (!file || !(await confirmAction(`用 ${file.name} 恢复整个站点？${dataTexts.replacesOwner}`))) return;
    setBusy(true);
    try {
      setResult(await dataApi.restore(file));
      toast.success(dataTexts.restored);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '恢复失败');
      void check.refetch();
    } finally {
      setBusy(false);
    }
  };

  const logInAgain = () => {
    useSession.getState().clearSession();
    useSession.getState().openLogin();
  };

  if (result) {
    const rows = result.tables.reduce((n, t) => n + t.rows, 0);
    return (
      <section className="adm-card adm-data" aria-labelledby="data-restore-title">
        <h2 className="adm-card__title" id="data-restore-title">
          恢复 <Badge tone="ok">已恢复</Badge>
        </h2>
        <p className="adm-data__text" role="status">
          已从 {result.createdAt} 的备份恢复 {result.tables.filter((t) => t.rows).length} 张数据表、{rows} 行数据、{result.objects} 个文件（{fileSize(result.objectBytes)}），{result.indexed} 篇文章已重新建立搜索索引。
        </p>
        <p className="adm-data__note">当前登录已失效：请使用备份中的管理员账号重新登录。</p>
        <div className="adm-data__actions">
          <button type="button" className="adm-btn adm-btn--primary" onClick={logInAgain}>
            重新登录
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="adm-card adm-data" aria-labelledby="data-restore-title">
      <h2 className="adm-card__title" id="data-restore-title">
        恢复 {check.data ? <Badge tone={empty ? 'ok' : 'warn'}>{empty ? '空站点，可以恢复' : '不能恢复'}</Badge> : null}
      </h2>
      <p className="adm-data__text">{dataTexts.emptyRule}</p>
      <p className="adm-data__note">{dataTexts.replacesOwner}</p>
      {check.data && !empty ? <p className="adm-data__reason">{check.data.reason}</p> : null}
      <div className="adm-data__actions">
        <label className="adm-data__file">
          <span>备份文件（.zip）</span>
          <FilePicker accept=".zip,application/zip" disabled={!empty || busy} onFile={setFile} />
        </label>
        <button type="button" className="adm-btn adm-btn--danger" disabled={!empty || !file || busy} onClick={() => void start()}>
          <UploadIcon />
          {busy ? '正在恢复…' : '恢复'}
        </button>
      </div>
    </section>
  );
}
