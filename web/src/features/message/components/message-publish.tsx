import { BOOT_PATHS } from '@contract/boot-data';
import type { Envelope } from '@contract/envelope';
import { ROLE_ADMIN } from '@contract/session';
import { MESSAGE_DEFAULTS, MESSAGE_MAX_LENGTH, MESSAGE_TAG_MAX, type HotTag, type MessageListItem } from '@contract/message';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { toast } from '@/components/toast/toast';
import { toastWritten } from '@/lib/write-notice';
import { useSession } from '@/lib/session-store';
import { Avatar } from '@/components/avatar/avatar';
import { UserText } from '@/components/user-text/user-text';
import { EmojiPicker } from '@/components/emoji-picker/emoji-picker';
import { useDismiss } from '@/hooks/use-dismiss';
import { ChallengeStatus } from '@/components/challenge-status/challenge-status';
import { prepareChallenge } from '@/lib/challenge/challenge-pool';
import { isOk } from '@/lib/api-client';
import { bootInitialData } from '@/lib/boot-data';
import { messageApi, type MessageForm } from '../api/message-api';
import { useBoardVersion } from '../stores/board-version';
import { noteStyle, textStyle } from './message-card';
import { BackgroundPicker } from './background-picker';

const TEXT_COLORS = ['#676767', '#2c3e50', '#ffffff', '#e56b6f', '#409eff', '#8e44ad', '#16a085'];
const WEIGHTS = [300, 400, 500, 600, 700, 800];
const BLANK: MessageForm = { message: '', ...MESSAGE_DEFAULTS, bg_color: '', bg_url: '', tag: '' };

/** The board's hot tags as the worker put them into the page (worker/seo/boot-data.ts): the same for everyone. */
const bootHotTags = bootInitialData(BOOT_PATHS.noteHotTags, (res: Envelope<HotTag[]>) => (isOk(res) && Array.isArray(res.result) ? res.result : undefined));

/** /message/publish: a new note, or (with ?id=) an edit of one's own. Guests may post; editing needs the author. */
export function MessagePublish({ editId }: { editId: number }) {
  const navigate = useNavigate();
  const me = useSession((s) => s.userInfo);
  const bump = useBoardVersion((s) => s.bump);
  const [form, setForm] = useState<MessageForm>(BLANK);
  // in the first render when the page came with them: chips that arrived later pushed the form down (CLS 0.013)
  const [tags, setTags] = useState<HotTag[] | undefined>(bootHotTags);
  const tagsBooted = useRef(tags !== undefined);
  const [original, setOriginal] = useState<MessageListItem | null>(null);
  const [sending, setSending] = useState(false);
  const set = <K extends keyof MessageForm>(key: K, value: MessageForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const [emojiOpen, setEmojiOpen] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  const emojiRef = useRef<HTMLDivElement>(null);
  const closeEmoji = useCallback(() => setEmojiOpen(false), []);
  useDismiss(emojiRef, emojiOpen, closeEmoji);

  // the bundled picker, as in the comment editor: the emoji goes where the caret is
  const insertEmoji = (emoji: string) => {
    const el = text.current;
    const start = el?.selectionStart ?? form.message.length;
    const end = el?.selectionEnd ?? form.message.length;
    set('message', (form.message.slice(0, start) + emoji + form.message.slice(end)).slice(0, MESSAGE_MAX_LENGTH));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  // a guest's new note: its proof-of-work is solved while they write
  const guest = !me;
  useEffect(() => {
    if (!editId && guest) prepareChallenge('note');
  }, [editId, guest]);

  useEffect(() => {
    if (tagsBooted.current) return;
    messageApi.hotTags().then((res) => isOk(res) && setTags(res.result ?? [])).catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!editId) return void (setOriginal(null), setForm(BLANK));
    messageApi
      .one(editId)
      .then((res) => {
        if (!isOk(res) || !res.result) return void toast.error(res.message);
        const m = res.result;
        setOriginal(m);
        setForm({ message: m.message, color: m.color, font_size: m.font_size, font_weight: m.font_weight, bg_color: m.bg_color, bg_url: m.bg_url, tag: m.tag });
      })
      .catch(() => undefined);
  }, [editId]);

  const canEdit = !editId || Boolean(original && me && (me.id === original.user_id || me.role === ROLE_ADMIN));

  const submit = async () => {
    if (!form.message.trim()) return void toast.warning('请输入留言内容');
    if (!canEdit || sending) return;
    setSending(true);
    try {
      const res = editId ? await messageApi.update(editId, form) : await messageApi.add(form);
      if (!isOk(res)) return void toast.error(res.message);
      toastWritten(res.message, editId ? '修改成功' : '发布成功');
      bump();
      navigate('/message/list');
    } catch {
      // the API client already showed why
    } finally {
      setSending(false);
    }
  };

  if (editId && original && !canEdit) {
    return <p className="message-publish__denied card">只能编辑自己的留言哦～</p>;
  }

  return (
    <div className="message-publish">
      <form className="message-publish__form card" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <h2 className="message-publish__title">{editId ? '编辑留言' : '写留言'}</h2>
        <label className="mp-field">
          <span>留言内容</span>
          <textarea ref={text} value={form.message} maxLength={MESSAGE_MAX_LENGTH} rows={5} placeholder="写下你想说的话…" onChange={(e) => set('message', e.target.value)} />
        </label>
        <div className="mp-text-tools">
          <div ref={emojiRef} className="mp-emoji">
            <button type="button" className="mp-emoji__button" aria-label="表情" aria-expanded={emojiOpen} onClick={() => setEmojiOpen(!emojiOpen)}>
              😊
            </button>
            {emojiOpen ? <EmojiPicker className="mp-emoji__picker" onPick={insertEmoji} /> : null}
          </div>
          <small>
            {form.message.length}/{MESSAGE_MAX_LENGTH}
          </small>
        </div>
        <label className="mp-field">
          <span>标签</span>
          <input value={form.tag} maxLength={MESSAGE_TAG_MAX} placeholder="例如：打卡" onChange={(e) => set('tag', e.target.value)} />
        </label>
        {tags?.length ? (
          <div className="mp-chips" role="group" aria-label="热门标签">
            {tags.map((t) => (
              <button key={t.tag} type="button" className={form.tag === t.tag ? 'is-active' : ''} onClick={() => set('tag', t.tag)}>
                {t.tag}
              </button>
            ))}
          </div>
        ) : null}
        <div className="mp-field">
          <span>文字颜色</span>
          <div className="mp-swatches">
            {TEXT_COLORS.map((c) => (
              <button key={c} type="button" className={form.color === c ? 'is-active' : ''} style={{ background: c }} aria-label={`文字颜色 ${c}`} onClick={() => set('color', c)} />
            ))}
            <input type="color" value={/^#[0-9a-f]{6}$/i.test(form.color) ? form.color : '#676767'} aria-label="自定义文字颜色" onChange={(e) => set('color', e.target.value)} />
          </div>
        </div>
        <div className="mp-row">
          <label className="mp-field">
            <span>字号 {form.font_size}px</span>
            <input type="range" min={12} max={40} value={form.font_size} onChange={(e) => set('font_size', Number(e.target.value))} />
          </label>
          <label className="mp-field">
            <span>字重</span>
            <select value={form.font_weight} onChange={(e) => set('font_weight', Number(e.target.value))}>
              {WEIGHTS.map((w) => (
                <option key={w} value={w}>
                  {w}
                </option>
              ))}
            </select>
          </label>
        </div>
        <BackgroundPicker bgColor={form.bg_color} bgUrl={form.bg_url} onChange={(bg) => setForm((f) => ({ ...f, ...bg }))} />
        <div className="message-publish__actions">
          <button type="button" className="btn btn--ghost" onClick={() => navigate('/message/list')}>
            取消
          </button>
          <button type="submit" className="btn btn--primary" disabled={sending}>
            {sending ? '提交中…' : editId ? '保存修改' : '发布留言'}
          </button>
        </div>
        <ChallengeStatus scope="note" />
      </form>
      <aside className="message-publish__preview">
        <h3>预览</h3>
        <article className={`message-card card${form.bg_color || form.bg_url ? ' message-card--tinted' : ''}`} style={noteStyle(form)}>
          <header className="message-card__head">
            <Avatar src={me?.avatar} name={me?.nick_name || '游客'} size={36} />
            <div className="message-card__who">
              <span className="message-card__name">{me?.nick_name || '游客（发布后随机昵称）'}</span>
              <span className="message-card__time">刚刚</span>
            </div>
            {form.tag ? <span className="message-card__tag">#{form.tag}</span> : null}
          </header>
          <UserText text={form.message || '写下你想说的话…'} className="message-card__text" style={textStyle(form)} />
        </article>
      </aside>
    </div>
  );
}
