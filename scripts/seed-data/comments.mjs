/**
 * Comment threads on articles (type 1), talks (type 2) and board notes (type 3).
 * Top-level comments have parent_id null; replies carry the top-level id as
 * parent_id and name whom they answer in to_id/to_name/to_avatar.
 * Each entry: [target, hours after the target was posted, author id, text, likes, replies]
 * where a reply is [hours after its parent, author id, replied-to id, text, likes].
 */
import { TALK_IDS } from './talks.mjs';
import { MESSAGE_IDS } from './messages.mjs';

const a = (slug) => ({ type: 1, slug });
const t = (key) => ({ type: 2, id: TALK_IDS[key] });
const m = (key) => ({ type: 3, id: MESSAGE_IDS[key] });

export const THREADS = [
  [a('blog-to-workers'), 5, 3, '太强了！三个周末就迁完了，D1 的性能怎么样？有没有遇到冷启动的问题？', 24, [
    [2, 1, 3, '冷启动基本感觉不到，Workers 是 V8 isolate，启动在毫秒级。D1 的查询延迟大概几毫秒，博客这种量级完全够用。', 15],
    [6, 3, 1, '明白了，周末我也试试 🙏', 2],
  ]],
  [a('blog-to-workers'), 20, 9, '本地 npm start 直接离线跑起来这点太赞了，clone 下来五分钟就看到效果了。', 18, [
    [3, 1, 9, '这是迁移时最看重的一点：新人上手不需要任何账号和配置。', 6],
  ]],
  [a('blog-to-workers'), 48, 2, '用测试账号来评论一下，顺便测试一下回复通知 😄', 3, [
    [1, 1, 2, '收到！通知应该已经到你的消息中心了～', 4],
  ]],
  [a('blog-to-workers'), 70, 5, '请问图片为什么不直接用 R2 的公开访问，而是自己写 /img 路由？', 9, [
    [4, 1, 5, '自己写路由可以统一加安全响应头（nosniff、CSP），还能支持 Range 和 304，另外以后换存储也不用改图片地址。', 11],
    [10, 5, 1, '学到了，安全头这点之前完全没考虑过。', 1],
  ]],
  [a('react-19-actions'), 3, 4, 'useActionState 真的好用，表单代码少了一半。不过 form 自动重置那个坑我也踩过。', 16, [
    [5, 1, 4, '对，受控组件不会被重置，这个文档里写得不太显眼。', 5],
  ]],
  [a('react-19-actions'), 30, 7, 'use() 里的 Promise 必须稳定这一点太关键了，之前无限 loading 查了半天。', 12, []],
  [a('react-19-actions'), 80, 2, '写得很清楚，收藏了！', 1, []],
  [a('rust-ownership'), 10, 8, '看了好多教程都没懂生命周期，这篇终于看明白了！"不是让引用活得更久"这句话点醒我了。', 45, [
    [6, 1, 8, '能帮到你太好了 😊', 8],
    [20, 6, 8, '同感，这句话应该写进官方文档。', 5],
  ]],
  [a('rust-ownership'), 50, 10, 'Rc<RefCell<T>> 那个表格很实用，建议补充一下 Cell 的使用场景。', 7, [
    [8, 1, 10, '好建议，下次更新补上。', 2],
  ]],
  [a('rust-ownership'), 200, 9, '"多写，多被编译器骂" 哈哈哈，真实。', 21, []],
  [a('web-vitals-checklist'), 8, 6, '跟着清单做了一遍，LCP 从 3.8s 降到了 1.9s，感谢！', 19, [
    [3, 1, 6, '恭喜！fetchpriority 是不是效果最明显的一项？', 3],
    [5, 6, 1, '对！加上之后立竿见影。', 2],
  ]],
  [a('d1-chinese-fts'), 6, 9, '二元分词这个思路很巧妙，索引膨胀 2.3 倍可以接受。请问有考虑过用 jieba 分词吗？', 8, [
    [2, 1, 9, '考虑过，但 Workers 里跑分词词典太重了，二元切分零依赖，效果也够用。', 6],
  ]],
  [a('durable-objects-chat'), 4, 3, '200 个连接 p99 30ms，这个数据很有说服力。hibernation 之后消息会丢吗？', 6, [
    [3, 1, 3, '不会，连接由运行时托管，对象被唤醒后通过 getWebSockets() 拿回所有连接，状态在 attachment 里。', 4],
  ]],
  [a('go-concurrency'), 12, 4, 'SetLimit 之前一直是自己用 channel 做信号量，原来已经内置了。', 10, []],
  [a('sqlite-wal-index'), 30, 5, 'EXPLAIN QUERY PLAN 那个表格太实用了，已截图保存。', 13, []],
  [a('yunnan-ten-days'), 15, 6, '沙溪那段写得好有画面感，今年一定要去一次！', 22, [
    [4, 1, 6, '去吧！记得住寺登街附近，晚上可以看星星。', 7],
    [30, 7, 1, '我也想去，求客栈名字 😂', 3],
    [2, 1, 7, '已私信～', 1],
  ]],
  [a('yunnan-ten-days'), 60, 2, '照片好美，羡慕能一个人出去旅行的勇气。', 5, [
    [5, 1, 2, '其实出发前也很犹豫，走出去就好了～', 2],
  ]],
  [a('mythical-man-month'), 20, 9, '"再加两个人，月底一定能上线"——每个项目经理都说过这句话。', 17, [
    [5, 1, 9, '哈哈，而且每次结果都一样。', 4],
  ]],
  [a('year-review'), 6, 3, '新年快乐！期待明年的 24 篇 🎉', 11, [
    [2, 1, 3, '谢谢！一起加油～', 3],
  ]],
  [a('year-review'), 12, 2, '跑了 612 公里太自律了，向博主学习！', 6, []],
  [a('lru-cache'), 24, 7, 'Map 插入顺序那个实现太取巧了，面试官会不会不认？', 9, [
    [3, 1, 7, '面试时可以先写这个，再说明原理，然后主动提出手写链表版本，一般都会加分。', 8],
  ]],
  [a('python-asyncio-crawler'), 40, 8, 'TaskGroup 里一个任务抛异常会取消其他任务，这点太容易忽略了。', 7, []],
  [t('migration'), 2, 3, '恭喜迁移完成！已经去聊天室打卡了 😄', 9, [
    [1, 1, 3, '看到啦，欢迎常来～', 3],
  ]],
  [t('migration'), 10, 2, '测试账号来围观，音乐播放器好评！', 4, [
    [2, 1, 2, '谢谢支持！歌单是本地生成的小曲子，离线也能听。', 2],
  ]],
  [t('dali'), 5, 6, '饵丝看起来好好吃！', 3, []],
  [t('timezone'), 3, 4, '时区问题是每个程序员的必修课 😂', 12, [
    [1, 1, 4, '而且每次都以为自己已经修完了。', 6],
  ]],
  [t('newYear'), 1, 5, '新年快乐！三条目标完成了几条？', 5, []],
  [t('moon'), 3, 2, '今晚的月亮确实很美 🌕', 2, []],
  [m('firstVisit'), 12, 1, '欢迎欢迎！常来玩～', 4, []],
  [m('rustThanks'), 6, 1, '不客气，能帮到你就好 😊', 3, []],
  [m('chatQuestion'), 20, 1, '用的 Cloudflare Durable Objects，过几天写一篇详细的文章。', 6, [
    [3, 4, 1, '期待！', 1],
  ]],
  [m('tocSuggestion'), 30, 1, '好建议，已经加进待办了 📝', 2, []],
  [m('doSequel'), 8, 1, '压测细节正在整理，敬请期待～', 3, []],
  // code, generics and markup as readers type them: shown as typed, the allowed markup rendered
  [a('rust-ownership'), 120, 4, '`Vec<String>` 和 `&str` 那一节讲得很清楚，<b>强烈推荐</b>给刚入门的同事 👍', 6, [
    [3, 10, 4, '补充一个 Cell 的例子，它只适合 `Copy` 的值 🦀\n```rust\nlet n = Cell::new(1);\nn.set(n.get() + 1); // 不需要 &mut\n// Vec<String> 这种就得用 RefCell<T>\n```', 3],
  ]],
  [t('timezone'), 30, 9, '存 UTC，显示时再转：`new Date().toISOString()`，或者等 **Temporal** 普及 ⏰', 4, []],
  [m('rustThanks'), 30, 8, '同感！`Rc<RefCell<T>>` 那张表我打印出来贴在工位上了 😂', 2, []],
];
