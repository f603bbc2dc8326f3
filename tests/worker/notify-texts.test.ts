/** The exact Chinese of every notification type (contract/notify-texts.ts): the contract's sentences, no doubled punctuation. */
import { describe, expect, it } from 'vitest';
import { notifyText, NOTIFY_QUOTE_MAX, quoteText } from '../../contract/notify-texts';

describe('notification texts', () => {
  it('names what was commented on, and who', () => {
    expect(notifyText.comment({ type: 1, title: '浏览器缓存' }, '小张', '写得真好')).toBe('您的文章收到了来自于：小张 的评论: 写得真好！');
    expect(notifyText.comment({ type: 2 }, '小李', '好看')).toBe('您的说说收到了来自于：小李 的评论: 好看！');
    expect(notifyText.comment({ type: 3 }, '小王', '同感')).toBe('您的留言收到了来自于：小王 的评论: 同感！');
  });

  it('says who replied, to whom, and the link applications', () => {
    expect(notifyText.reply('小张', '谢谢支持！')).toBe('您的收到了来自于：小张 的评论回复: 谢谢支持！');
    expect(notifyText.message('游客', '你好呀')).toBe('您收到了来自于：游客 的留言: 你好呀！');
    expect(notifyText.linkApply('小站')).toBe('您的收到了来自于：小站 的友链申请，点我去后台审核！');
    expect(notifyText.linkUpdate('小站')).toBe('您的收到了来自于：小站 的友链修改申请，点我去后台审核！');
  });

  it('never doubles the punctuation a quote ends with', () => {
    for (const end of ['！', '。', '？', '!', '~']) {
      const text = notifyText.reply('小张', `好${end}`);
      expect(text).toBe(`您的收到了来自于：小张 的评论回复: 好${end}`);
    }
    expect(notifyText.comment({ type: 1, title: 'T' }, 'a', '。')).not.toMatch(/[。！？][。！？]/);
  });

  it('quotes one clipped line without markup', () => {
    const long = '谢'.repeat(60);
    const text = notifyText.reply('小张', long);
    expect(text).toBe(`您的收到了来自于：小张 的评论回复: ${'谢'.repeat(NOTIFY_QUOTE_MAX - 1)}…`);
    expect(quoteText('第一行\n\n  第二行 <img src="/e.png"> 完')).toBe('第一行 第二行 完');
    // an emoji at the cut stays whole
    expect(quoteText(`${'a'.repeat(38)}👍🏽👍🏽👍🏽`)).toBe(`${'a'.repeat(38)}👍🏽…`);
  });

  it('quotes what the reader typed: `<T>` stays, escaped, since the message is HTML on the wire (issue 28)', () => {
    expect(quoteText('Vec<String> 和 <b>粗体</b>')).toBe('Vec&lt;String&gt; 和 粗体');
    expect(quoteText('Rc<RefCell<T>> 好用')).toBe('Rc&lt;RefCell&lt;T&gt;&gt; 好用');
    expect(quoteText('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    // not allowed markup (the spec's script words): shown as typed, never a tag
    expect(quoteText('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    // Markdown becomes its words, as the sidebar shows it
    expect(quoteText('用 `cargo build` 试试 **加粗** 和 *斜体* [文档](https://doc.rust-lang.org)')).toBe('用 cargo build 试试 加粗 和 斜体 文档');
    // clipped before escaping, so an entity is never cut in half
    expect(quoteText(`${'a'.repeat(38)}<>`)).toBe(`${'a'.repeat(38)}&lt;&gt;`);
    expect(quoteText(`${'a'.repeat(37)}<x>`)).toBe(`${'a'.repeat(37)}&lt;x&gt;`);
    expect(quoteText(`${'a'.repeat(38)}<x>`)).toBe(`${'a'.repeat(38)}&lt;…`);
  });

  it('names are text too', () => {
    expect(notifyText.reply('<b>坏</b>', '好')).toBe('您的收到了来自于：&lt;b&gt;坏&lt;/b&gt; 的评论回复: 好！');
    expect(notifyText.linkApply('A&B')).toBe('您的收到了来自于：A&amp;B 的友链申请，点我去后台审核！');
  });

});
