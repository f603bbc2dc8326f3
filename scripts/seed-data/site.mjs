/** The single config row, page banners, categories and tags. */
import { demoUrl, HEADER_ROUTES, headerUrl, photoUrl } from '../demo-images.mjs';
import { OWNER } from './users.mjs';
import { ago, stamps } from './time.mjs';

export const configRows = () => [
  {
    id: 1,
    blog_name: '小张的博客',
    blog_avatar: OWNER.avatar,
    avatar_bg: photoUrl(4),
    personal_say: '写代码，也写生活。慢一点，走得远一点。',
    blog_notice:
      '欢迎来到小张的博客！这里记录前端、后端与边缘计算的学习笔记，也有读书和旅行的碎片。测试账号 test / test123，可以随意评论、留言和在聊天室打招呼～',
    qq_link: demoUrl('qr-qq'),
    we_chat_link: demoUrl('qr-wechat'),
    github_link: 'https://github.com/xiaozhang-dev',
    git_ee_link: 'https://gitee.com/xiaozhang-dev',
    bilibili_link: 'https://space.bilibili.com/20250101',
    we_chat_group: demoUrl('qr-wechat-group'),
    qq_group: demoUrl('qr-qq-group'),
    we_chat_pay: demoUrl('qr-wechat-pay'),
    ali_pay: demoUrl('qr-alipay'),
    icp_number: '京ICP备2025000000号-1',
    view_time: 128_642,
    createdAt: ago(840, '09:30'),
    // the sidebar shows this as the site's last update
    updatedAt: ago(2, '22:40'),
  },
];

export const headerRows = () =>
  HEADER_ROUTES.map((route, i) => ({ id: i + 1, route_name: route, bg_url: headerUrl(route), ...stamps(840 - i, '10:00') }));

export const CATEGORIES = ['前端开发', '后端与数据库', '边缘计算', '工具与效率', '算法与数据结构', '读书笔记', '生活随笔'];
export const TAGS = [
  'TypeScript', 'React', 'CSS', 'Node.js', 'Rust', 'Go', 'Python', 'SQL', 'Cloudflare', 'Linux', 'Git',
  '性能优化', '算法', '摄影', '读书', '旅行', '随想',
];

export const categoryRows = () => CATEGORIES.map((name, i) => ({ id: i + 1, category_name: name, ...stamps(835 - i * 3, '11:00') }));
export const tagRows = () => TAGS.map((name, i) => ({ id: i + 1, tag_name: name, ...stamps(835 - i * 2, '11:30') }));
