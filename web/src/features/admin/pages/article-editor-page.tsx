/** Write or edit an article: md-editor-rt (CDN-free setup shared with the reader), pasted images go to R2. */
import '@/lib/markdown-setup';
import 'md-editor-rt/lib/style.css';
import { MdEditor, type ExposeParam } from 'md-editor-rt';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate, useParams } from '@/lib/router';
import { toast } from '@/components/toast/toast';
import { usePreferences } from '@/lib/preferences-store';
import { sanitizeArticleHtml } from '@/lib/sanitize-article';
import { adminApi } from '../api/admin-api';
import { ImageUpload } from '../components/image-upload';
import { TagPicker } from '../components/tag-picker';
import { Field, PageHead } from '../components/ui';
import { useAdminAction } from '../hooks/use-admin-query';
import { useArticleForm, useDictionaries, type PublishMode } from '../hooks/use-article-form';

const MODES: { key: PublishMode; label: string }[] = [
  { key: 'now', label: '立即发布' },
  { key: 'schedule', label: '定时发布' },
  { key: 'draft', label: '保存草稿' },
];
const SUBMIT: Record<PublishMode, string> = { now: '发布文章', schedule: '定时发布', draft: '保存草稿' };

async function uploadPasted(files: File[], done: (urls: string[]) => void) {
  const urls: string[] = [];
  for (const file of files) {
    try {
      urls.push(await adminApi.uploadImage(file));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : '图片上传失败');
    }
  }
  done(urls);
}

/**
 * CodeMirror's text box has no name of its own (axe: aria-input-field-name) and md-editor-rt
 * passes none: it is named once its view exists (CodeMirror keeps attributes it did not set).
 */
function useNamedEditor(editor: RefObject<ExposeParam | null>, loading: boolean) {
  useEffect(() => {
    if (loading) return;
    let frame = 0;
    const name = () => {
      const content = editor.current?.getEditorView()?.contentDOM;
      if (content) content.setAttribute('aria-label', '文章内容（Markdown）');
      else frame = requestAnimationFrame(name);
    };
    name();
    return () => cancelAnimationFrame(frame);
  }, [editor, loading]);
}

function ArticleEditorPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const navigate = useNavigate();
  const theme = usePreferences((s) => s.theme);
  const { form, set, errors, build, loading } = useArticleForm(id);
  const { categories, tags } = useDictionaries();
  const { run, busy } = useAdminAction();
  const [checkingTitle, setCheckingTitle] = useState(false);
  const editor = useRef<ExposeParam>(null);
  useNamedEditor(editor, loading);

  const titleTaken = async () => {
    if (!form.article_title.trim()) return;
    setCheckingTitle(true);
    const taken = await adminApi.post<boolean>('/api/article/titleExist', { id: id ?? undefined, article_title: form.article_title }).catch(() => false);
    setCheckingTitle(false);
    if (taken) toast.warning('文章标题已经存在');
  };

  const submit = async () => {
    const body = build();
    if (!body) return toast.warning('请检查表单中标红的项');
    const done = form.mode === 'draft' ? '草稿已保存' : form.mode === 'schedule' ? '已设置定时发布' : '文章已发布';
    const ok = await run(() => (id ? adminApi.put('/api/article/update', { ...body, id }) : adminApi.post('/api/article/add', body)), done);
    if (ok) navigate('/admin/articles');
  };

  if (loading) return <div className="adm-loading">加载中…</div>;
  return (
    <>
      <PageHead title={id ? '编辑文章' : '写文章'} sub="Markdown 编辑，粘贴或拖入图片会自动上传" />
      <div className="adm-editor">
        <div className="adm-editor__main">
          <Field label="标题" error={errors.article_title}>
            {(fid) => <input id={fid} className="adm-input adm-input--title" value={form.article_title} maxLength={100} placeholder="文章标题" onChange={(e) => set('article_title', e.target.value)} onBlur={() => void titleTaken()} aria-busy={checkingTitle} />}
          </Field>
          <div className={`adm-md${errors.article_content ? ' adm-md--invalid' : ''}`}>
            <MdEditor
              ref={editor}
              id="admin-md-editor"
              modelValue={form.article_content}
              onChange={(v) => set('article_content', v)}
              theme={theme}
              language="zh-CN"
              placeholder="开始写作…"
              sanitize={sanitizeArticleHtml}
              noPrettier
              noMermaid
              noKatex
              noEcharts
              toolbarsExclude={['mermaid', 'katex', 'github', 'prettier', 'fullscreen', 'htmlPreview', 'catalog']}
              onUploadImg={(files, done) => void uploadPasted(files, done)}
              style={{ height: '560px' }}
            />
            {errors.article_content ? <p className="adm-field__error" role="alert">{errors.article_content}</p> : null}
          </div>
        </div>
        <aside className="adm-editor__side">
          <section className="adm-card">
            <h2 className="adm-card__title">发布</h2>
            <div className="adm-segment" role="radiogroup" aria-label="发布方式">
              {MODES.map((m) => (
                <label key={m.key} className={`adm-segment__item${form.mode === m.key ? ' is-on' : ''}`}>
                  <input type="radio" name="mode" value={m.key} checked={form.mode === m.key} onChange={() => set('mode', m.key)} />
                  {m.label}
                </label>
              ))}
            </div>
            {form.mode === 'schedule' ? (
              <Field label="发布时间（北京时间）" error={errors.publishAt}>
                {(fid) => <input id={fid} type="datetime-local" className="adm-input" value={form.publishAt} onChange={(e) => set('publishAt', e.target.value)} />}
              </Field>
            ) : null}
            <button type="button" className="adm-btn adm-btn--primary adm-btn--block" disabled={busy} onClick={() => void submit()}>
              {busy ? '保存中…' : SUBMIT[form.mode]}
            </button>
          </section>
          <section className="adm-card">
            <Field label="分类" error={errors.category_name} hint="选择已有分类，或输入新名称直接创建">
              {(fid) => (
                <>
                  <input id={fid} className="adm-input" list="adm-category-options" value={form.category_name} placeholder="选择或输入分类" onChange={(e) => set('category_name', e.target.value)} />
                  <datalist id="adm-category-options">{categories.map((c) => <option key={c.id} value={c.category_name} />)}</datalist>
                </>
              )}
            </Field>
            <Field label="标签" error={errors.tags}>
              {(fid) => <TagPicker id={fid} value={form.tags} options={tags} onChange={(v) => set('tags', v)} />}
            </Field>
            <Field label="摘要" error={errors.article_description}>
              {(fid) => <textarea id={fid} className="adm-input" rows={3} maxLength={255} value={form.article_description} onChange={(e) => set('article_description', e.target.value)} />}
            </Field>
            <Field label="封面" error={errors.article_cover}>
              {(fid) => <ImageUpload id={fid} value={form.article_cover} onChange={(v) => set('article_cover', v)} label="上传封面" />}
            </Field>
          </section>
          <section className="adm-card">
            <Field label="文章类型">
              {(fid) => (
                <select id={fid} className="adm-input" value={form.type} onChange={(e) => set('type', Number(e.target.value))}>
                  <option value={1}>原创</option>
                  <option value={2}>转载</option>
                  <option value={3}>翻译</option>
                </select>
              )}
            </Field>
            {form.type !== 1 ? (
              <Field label="原文链接" error={errors.origin_url}>
                {(fid) => <input id={fid} className="adm-input" value={form.origin_url} placeholder="https://" onChange={(e) => set('origin_url', e.target.value)} />}
              </Field>
            ) : null}
            <label className="adm-check">
              <input type="checkbox" checked={form.is_top === 1} onChange={(e) => set('is_top', e.target.checked ? 1 : 2)} /> 置顶
            </label>
            {form.is_top === 1 ? (
              <Field label="置顶顺序（越小越靠前）" error={errors.order}>
                {(fid) => <input id={fid} className="adm-input" inputMode="numeric" value={form.order} onChange={(e) => set('order', e.target.value.replace(/\D/g, ''))} />}
              </Field>
            ) : null}
          </section>
        </aside>
      </div>
    </>
  );
}

export { ArticleEditorPage as Component };
