/** 数据: export the whole site, restore a backup onto an empty site, import Hexo/Hugo posts. */
import { DataExportCard } from '../components/data-export-card';
import { DataMarkdownCard } from '../components/data-markdown-card';
import { DataRestoreCard } from '../components/data-restore-card';
import { PageHead } from '../components/ui';
import '../admin-data.css';

function DataPage() {
  return (
    <>
      <PageHead title="数据" sub="导出全站备份、恢复到新站点、导入 Hexo / Hugo 文章" />
      <DataExportCard />
      <DataRestoreCard />
      <DataMarkdownCard />
    </>
  );
}

export { DataPage as Component };
