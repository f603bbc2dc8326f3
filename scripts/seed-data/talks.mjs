/** 说说: short posts with photos, newest last so ids grow with time; one pinned, one private. */
import { photoUrl } from '../demo-images.mjs';
import { daysSinceNewYearsEve, stamps } from './time.mjs';

const TALKS = [
  { days: 830, clock: '22:10', likes: 12, photos: [], content: '博客终于上线了！域名备案折腾了半个月，服务器配置了三个晚上。以后就在这里写点东西吧。' },
  { days: 640, clock: '08:20', likes: 8, photos: [2], content: '加班到凌晨，走出公司楼下，整条街的灯都亮着。这座城市好像从来不睡觉。' },
  { days: 560, clock: '18:45', likes: 15, photos: [6, 12], content: '周末去海边吹了一下午风。沙子很细，夕阳很好，脑子终于空下来了。' },
  { days: 470, clock: '21:30', likes: 23, photos: [], content: '今天被一个 bug 卡了一整天，最后发现是时区问题。<b>永远不要相信 new Date()</b> 😭' },
  { days: 400, clock: '12:10', likes: 9, photos: [9], content: '午饭后在公司附近的小公园走了一圈，树林里的光斑特别好看。' },
  { days: daysSinceNewYearsEve(), clock: '23:59', likes: 31, photos: [], content: '新年快乐！今年的目标：少熬夜，多运动，认真写博客。（每年都是这三条🙃）' },
  { days: 260, clock: '07:15', likes: 18, photos: [1, 4, 7], content: '大理的早晨。洱海的风，苍山的云，还有一碗热乎乎的饵丝。' },
  { days: 200, clock: '20:05', likes: 14, photos: [], content: '读完了《人月神话》，最大的感受：五十年了，我们还在犯同样的错误。' },
  { days: 150, clock: '06:50', likes: 22, photos: [3, 10], content: '香山的日出。早起果然是有回报的。' },
  { days: 95, clock: '22:40', likes: 27, photos: [], content: '博客首页 Lighthouse 从 71 分优化到 97 分，开心！详细过程整理成了文章。' },
  { days: 60, clock: '19:30', likes: 11, photos: [8], content: '下班路上的城市夜景，手机随手拍。' },
  { days: 40, clock: '16:20', likes: 6, photos: [], status: 2, content: '有点累。先不想了，睡一觉再说。' },
  { days: 18, clock: '23:15', likes: 35, photos: [11, 13, 16, 17], top: true, content: '博客迁移到 Cloudflare Workers 完成 🎉 聊天室、音乐播放器都搬过来了，本地 npm start 一条命令就能跑。欢迎大家来聊天室坐坐～' },
  { days: 4, clock: '21:00', likes: 7, photos: [19], content: '今晚的月亮很圆，风也很温柔。' },
];

export function talkRows() {
  const talks = [];
  const photos = [];
  TALKS.forEach((t, i) => {
    const id = i + 1;
    talks.push({ id, content: t.content, user_id: 1, status: t.status ?? 1, is_top: t.top ? 1 : 2, like_times: t.likes, ...stamps(t.days, t.clock) });
    for (const n of t.photos) photos.push({ id: photos.length + 1, talk_id: id, url: photoUrl(n), ...stamps(t.days, t.clock) });
  });
  return { talks, photos };
}

/** Talk ids readers comment on (public ones). */
export const TALK_IDS = { launch: 1, beach: 3, timezone: 4, newYear: 6, dali: 7, lighthouse: 10, migration: 13, moon: 14 };
