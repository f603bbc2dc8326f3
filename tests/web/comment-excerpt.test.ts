import { describe, expect, it } from 'vitest';
import { commentExcerpt } from '@contract/comment-excerpt';

describe('commentExcerpt (the sidebar\'s 最新评论 line)', () => {
  it('keeps what is not markup exactly as typed', () => {
    expect(commentExcerpt('Rc<RefCell<T>> 比 Box<dyn Fn()> 好用')).toBe('Rc<RefCell<T>> 比 Box<dyn Fn()> 好用');
    expect(commentExcerpt('a < b && c > d')).toBe('a < b && c > d');
  });

  it('drops the tags that would render, and only those', () => {
    expect(commentExcerpt('Vec<String> 和 <b>粗体</b>')).toBe('Vec<String> 和 粗体');
    expect(commentExcerpt('<strong>重点</strong><br>下一行')).toBe('重点下一行');
  });

  it('shows Markdown as the words it renders', () => {
    expect(commentExcerpt('用 `cargo build` 试试 **加粗** 和 [文档](https://doc.rust-lang.org)')).toBe('用 cargo build 试试 加粗 和 文档');
    expect(commentExcerpt('看这段：\n```rust\nfn main() {}\n```\n好用 😀')).toBe('看这段： fn main() {} 好用 😀');
    expect(commentExcerpt('![截图](/img/a.png) 如图')).toBe('[图片] 如图');
  });

  it('a script-looking comment is not treated as markup: shown as typed', () => {
    expect(commentExcerpt('<b onclick="x">hi</b> <script>')).toContain('<script>');
  });
});
