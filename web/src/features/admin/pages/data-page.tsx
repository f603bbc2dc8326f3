/** 数据: export the whole site, restore a backup onto an empty site, import Hexo/Hugo posts, give old pictures their variants. */
import { DataExportCard } from '../components/data-export-card';
import { DataMarkdownCard } from '../components/data-markdown-card';
import { DataPicturesCard } from '../components/data-pictures-card';
import { DataRestoreCard } from '../components/data-restore-card';
import { PageHead } from '../components/ui';
import '../admin-data.css';

function DataPage() {
  return (
    <>
      <PageHead title="数据" sub="导出全站备份、恢复到新站点、导入 Hexo / Hugo 文章、为旧图片生成缩略图" />
      <DataExportCard />
      <DataRestoreCard />
      <DataMarkdownCard />
      <DataPicturesCard />
    </>
  );
}

export { DataPage as Component };
