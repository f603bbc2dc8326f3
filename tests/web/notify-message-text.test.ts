// @vitest-environment jsdom
import { notifyText } from '@contract/notify-texts';
import { describe, expect, it } from 'vitest';
import { messageText } from '@/features/notify/lib/message-text';

describe('a notification shows what the reader typed (issue 28)', () => {
  it('the worker escapes the quote; the drawer reads it back as text', () => {
    const message = notifyText.reply('小张', 'Vec<String> 和 <b>粗体</b>');
    expect(messageText(message)).toBe('您的收到了来自于：小张 的评论回复: Vec<String> 和 粗体！');
    expect(messageText(notifyText.reply('<i>我</i>', '<img src=x onerror=alert(1)>'))).toBe('您的收到了来自于：<i>我</i> 的评论回复: <img src=x onerror=alert(1)>！');
  });

  it('a row from the original server (raw HTML) keeps its words, never its tags', () => {
    expect(messageText('您的收到了来自于：小张 的评论回复: <b>好</b><img src="/e.png">！')).toBe('您的收到了来自于：小张 的评论回复: 好！');
  });
});
