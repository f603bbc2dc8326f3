/** Friend links: approved ones (status 2) and applications waiting for review (status 1). */
import { avatarUrl } from '../demo-images.mjs';
import { stamps } from './time.mjs';

const LINKS = [
  ['阮一峰的网络日志', '科技爱好者周刊，每周五发布', 'https://www.ruanyifeng.com/blog/', 2, '', 690],
  ['酷壳 CoolShell', '享受编程和技术所带来的快乐', 'https://coolshell.cn/', 2, '', 650],
  ['Vue 技术内幕', '深入源码，理解框架设计', 'https://vue-js.com/learn-vue/', 2, '4', 560],
  ['Go 夜读', '一起读 Go 源码，一起成长', 'https://talkgo.org/', 2, '', 500],
  ['喵喵的小窝', '一个喜欢猫和前端的设计师', 'https://miaomiao.example.com/', 2, '3', 420],
  ['全栈笔记', 'Node.js、数据库与云原生', 'https://fullstack-notes.example.com/', 2, '5', 300],
  ['Rustacean 中文', 'Rust 语言学习笔记与译文', 'https://rustcc.example.org/', 2, '9', 210],
  ['叶子的博客', '写字、摄影、读书', 'https://yezi.example.net/', 2, '6', 140],
  ['码农小记', '后端开发的日常与踩坑', 'https://manong.example.cn/', 1, '7', 12],
  ['云上笔记', '边缘计算与 Serverless 实践', 'https://cloud-notes.example.dev/', 1, '2', 3],
];

export const linkRows = () =>
  LINKS.map(([site_name, site_desc, url, status, user_id, days], i) => ({
    id: i + 1,
    site_name,
    site_desc,
    site_avatar: avatarUrl(`link-${i + 1}`),
    url,
    status,
    user_id,
    ...stamps(days, '19:00'),
  }));
