/** The editor's form: load an article (or start empty), validate with the contract schema, save in one of three ways. */
import { useQuery } from '@/lib/query';
import { useEffect, useState } from 'react';
import { articleAddBody, type AdminArticleDetail } from '@contract/admin-article';
import { adminApi } from '../api/admin-api';
import type { TagRef } from '../components/tag-picker';

export type PublishMode = 'now' | 'schedule' | 'draft';

export interface ArticleForm {
  article_title: string;
  article_content: string;
  article_description: string;
  article_cover: string;
  category_name: string;
  tags: TagRef[];
  type: number;
  origin_url: string;
  is_top: number;
  order: string;
  mode: PublishMode;
  /** datetime-local value, "YYYY-MM-DDTHH:mm" */
  publishAt: string;
}

const EMPTY: ArticleForm = { article_title: '', article_content: '', article_description: '', article_cover: '', category_name: '', tags: [], type: 1, origin_url: '', is_top: 2, order: '', mode: 'now', publishAt: '' };
const nowChina = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

export function useDictionaries() {
  const categories = useQuery({ queryKey: ['admin', 'dict', 'category'], queryFn: () => adminApi.get<{ id: number; category_name: string }[]>('/api/category/getCategoryDictionary') });
  const tags = useQuery({ queryKey: ['admin', 'dict', 'tag'], queryFn: () => adminApi.get<{ id: number; tag_name: string }[]>('/api/tag/getTagDictionary') });
  return { categories: categories.data ?? [], tags: tags.data ?? [] };
}

function fromDetail(a: AdminArticleDetail): ArticleForm {
  const scheduled = a.publish_at && a.publish_at > nowChina();
  return {
    article_title: a.article_title,
    article_content: a.article_content,
    article_description: a.article_description,
    article_cover: a.article_cover,
    category_name: a.categoryName ?? '',
    tags: a.tagNameList.map((tag_name, i) => ({ tag_name, id: a.tagIdList[i] })),
    type: a.type,
    origin_url: a.origin_url ?? '',
    is_top: a.is_top,
    order: a.order === null ? '' : String(a.order),
    mode: a.status === 2 ? 'draft' : scheduled ? 'schedule' : 'now',
    publishAt: scheduled ? a.publish_at!.slice(0, 16).replace(' ', 'T') : '',
  };
}

export function useArticleForm(id: number | null) {
  const [form, setForm] = useState<ArticleForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const loaded = useQuery({ queryKey: ['admin', 'article', id], queryFn: () => adminApi.get<AdminArticleDetail>(`/api/admin/article/${id}`), enabled: id !== null });
  useEffect(() => {
    if (loaded.data) setForm(fromDetail(loaded.data));
  }, [loaded.data]);
  const { categories } = useDictionaries();

  const set = <K extends keyof ArticleForm>(key: K, value: ArticleForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  /** The wire body, or null with field errors shown. */
  const build = () => {
    const known = categories.find((c) => c.category_name === form.category_name.trim());
    const publish_at = form.mode === 'schedule' && form.publishAt ? `${form.publishAt.replace('T', ' ')}:00` : null;
    const body = {
      article_title: form.article_title,
      article_content: form.article_content,
      article_description: form.article_description,
      article_cover: form.article_cover,
      category: known ? { id: known.id } : form.category_name.trim() ? { category_name: form.category_name.trim() } : {},
      tagList: form.tags.map((t) => (t.id ? { id: t.id } : { tag_name: t.tag_name })),
      type: form.type,
      origin_url: form.type === 1 ? null : form.origin_url,
      is_top: form.is_top,
      order: form.is_top === 1 && form.order !== '' ? Number(form.order) : null,
      status: form.mode === 'draft' ? 2 : 1,
      publish_at,
    };
    const next: Record<string, string> = {};
    if (form.mode === 'schedule' && (!publish_at || publish_at <= nowChina())) next.publishAt = '请选择一个将来的发布时间';
    const parsed = articleAddBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'category' ? 'category_name' : issue.path[0] === 'tagList' ? 'tags' : String(issue.path[0] ?? 'article_title');
        next[key] ||= issue.message;
      }
    }
    setErrors(next);
    return Object.keys(next).length ? null : body;
  };

  return { form, set, errors, build, loading: id !== null && loaded.isLoading };
}
