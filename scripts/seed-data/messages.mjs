/** Message-board notes: from readers and guests, each with its own colours, a tag and sometimes a background. */
import { demoUrl } from '../demo-images.mjs';
import { person } from './users.mjs';
import { stamps } from './time.mjs';

// [author id or guest nickname, text, tag, colour, background colour, background picture, size, weight, likes, days]
const NOTES = [
  [3, '第一次来，博客做得好漂亮！已经收藏了，以后常来看看～', '打卡', '#ffffff', '#f6a6b2', '', 14, 600, 18, 680],
  ['游客Q7k2m', '《Rust 所有权》那篇写得太清楚了，终于搞懂生命周期了，谢谢博主！', '感谢', '#2c3e50', '', 'paper-1', 14, 500, 26, 500],
  [4, '请问博客的聊天室是怎么实现的？想在自己的项目里也做一个。', '技术交流', '#1f2d3d', '#cfe8ff', '', 13, 500, 9, 430],
  [5, '申请了友链，麻烦博主有空审核一下哈 🙏', '友链', '#ffffff', '#7ec8a9', '', 13, 500, 4, 300],
  ['游客aX93p', '路过，留个脚印。祝博主天天开心，代码零 bug！', '打卡', '#8e44ad', '', 'paper-2', 15, 600, 12, 280],
  [6, '深夜看到这里，喝杯热牛奶早点睡吧，明天又是新的一天。', '闲聊', '#ffffff', '#6c5b7b', '', 14, 500, 21, 240],
  [2, '测试账号来报到 👋 留言板的颜色和背景都可以自定义，好评！', '打卡', '#ffffff', '#409eff', '', 14, 600, 7, 200],
  [7, '建议文章页加一个目录导航，长文读起来会方便很多～', '建议', '#333333', '#ffe29a', '', 13, 500, 15, 170],
  ['游客m3Tz8', '云南游记看得我也想请假出去走走了，沙溪真的有那么美吗？', '闲聊', '#2d3436', '', 'paper-3', 14, 500, 10, 150],
  [8, '跟着《前端性能优化清单》改了一遍，自己的站从 60 多分到了 90，感谢分享！', '感谢', '#ffffff', '#f08a5d', '', 14, 600, 19, 90],
  [9, 'Durable Objects 那篇什么时候出续集？想看压测的细节 😄', '技术交流', '#ffffff', '#355c7d', '', 13, 500, 8, 30],
  ['游客Hw5rL', '音乐播放器好有意思，一边看文章一边听歌，很舒服。', '闲聊', '#34495e', '', 'paper-4', 14, 500, 6, 22],
  [10, '友链已加上贵站，欢迎回访～', '友链', '#ffffff', '#b06ab3', '', 13, 500, 3, 14],
  [3, '又来啦！迁移到 Workers 之后打开速度明显快了很多 👍', '打卡', '#ffffff', '#e56b6f', '', 14, 600, 11, 8],
  ['游客p0Vd4', '能不能出一篇 D1 和 Turso 的对比？', '建议', '#2c3e50', '', 'paper-5', 13, 500, 2, 5],
  [4, '祝博主新的一年写出更多好文章！', '感谢', '#ffffff', '#43cea2', '', 15, 600, 5, 2],
  [9, '评论区终于能贴代码了：`Option<T>` 和 `Result<T, E>` 不会再被吃掉，<b>好评</b> 🎉', '建议', '#2c3e50', '', 'paper-2', 14, 500, 4, 1],
];

export const messageRows = () =>
  NOTES.map(([who, message, tag, color, bg_color, bg, font_size, font_weight, like_times, days], i) => {
    const user = typeof who === 'number' ? person(who) : null;
    return {
      id: i + 1,
      message,
      color,
      font_size,
      font_weight,
      bg_color,
      bg_url: bg ? demoUrl(bg) : '',
      user_id: user?.id ?? null,
      nick_name: user?.nick_name ?? who,
      tag,
      like_times,
      ...stamps(days, '21:10'),
    };
  });

/** Board notes that get replies in the comment seed. */
export const MESSAGE_IDS = { firstVisit: 1, rustThanks: 2, chatQuestion: 3, tocSuggestion: 8, doSequel: 11 };
