import { useEffect, useMemo } from 'react';
import { writeClipboard } from '@/lib/clipboard';
import { useNavigate } from '@/lib/router';
import { ContextMenu, type ContextMenuItem } from '@/components/context-menu/context-menu';
import { ArrowLeftIcon, ArrowRightIcon, CopyIcon, GridIcon, LinkIcon, MoonIcon, RefreshIcon, ShuffleIcon } from '@/components/icons';
import { toast } from '@/components/toast/toast';
import { api } from '@/lib/api-client';
import { usePreferences } from '@/lib/preferences-store';
import type { HeldRightClick } from './lazy-context-menu';

interface ArticleIdList {
  list?: { id: number }[];
}

/** Spec §2 random article: any of the first 999; failures are only logged. */
async function pickRandomArticleId(): Promise<number | null> {
  const res = await api.get<ArticleIdList>('/api/article/blogHomeGetArticleList/1/999');
  const ids = (res.code === 0 ? (res.result?.list ?? []) : []).map((a) => a.id).filter(Number.isFinite);
  if (ids.length === 0) return null;
  return ids[Math.floor(Math.random() * ids.length)] ?? null;
}

async function copyLink(): Promise<void> {
  try {
    await writeClipboard(window.location.href);
  } catch {
    console.warn('复制链接失败');
    return;
  }
  toast.success('链接已复制到剪贴板');
}

/** Loaded by lazy-context-menu.tsx: `held` is a right click that came before this chunk, `onReady` says the menu now answers them. */
export function SiteContextMenu({ held, onReady }: { held: HeldRightClick | null; onReady: () => void }) {
  const navigate = useNavigate();
  const toggleTheme = usePreferences((s) => s.toggleTheme);

  const items = useMemo<ContextMenuItem[]>(
    () => [
      { key: 'refresh', label: '刷新', icon: <RefreshIcon />, onSelect: () => window.location.reload() },
      { key: 'back', label: '后退', icon: <ArrowLeftIcon />, onSelect: () => navigate(-1) },
      { key: 'forward', label: '前进', icon: <ArrowRightIcon />, onSelect: () => navigate(1) },
      { key: 'copy', label: '复制链接', icon: <CopyIcon />, onSelect: () => void copyLink() },
      { key: 'theme', label: '切换主题', icon: <MoonIcon />, onSelect: toggleTheme },
      { key: 'link', label: '添加友链', icon: <LinkIcon />, onSelect: () => navigate('/link/list') },
      {
        key: 'random',
        label: '随机文章',
        icon: <ShuffleIcon />,
        onSelect: () => {
          pickRandomArticleId()
            .then((id) => (id === null ? console.log('没有可用的文章 ID') : navigate(`/article?id=${id}`)))
            .catch((err: unknown) => console.log('随机文章获取失败', err));
        },
      },
      { key: 'category', label: '全部分类', icon: <GridIcon />, onSelect: () => navigate('/category') },
    ],
    [navigate, toggleTheme],
  );

  // ContextMenu's own listener is in place (a child's effects run first): from now on it answers, and a held click is replayed to it
  useEffect(onReady, [onReady]);
  useEffect(() => {
    if (!held) return;
    held.target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: held.x, clientY: held.y }));
  }, [held]);

  return <ContextMenu items={items} label="页面菜单" />;
}
