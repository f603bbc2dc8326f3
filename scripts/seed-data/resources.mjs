/**
 * Curated links of /resources/front, /resources/back and /siteList. The icon
 * is a short text mark drawn on a tile: a remote favicon would be a request
 * to a third-party host.
 */
import { stamps } from './time.mjs';

const FRONT = {
  '文档与教程': [
    ['MDN Web Docs', 'HTML、CSS、JavaScript 与 Web API 最权威的参考文档', 'https://developer.mozilla.org/zh-CN/', 'MDN'],
    ['现代 JavaScript 教程', '从基础到高阶，讲得清楚的中文 JS 教程', 'https://zh.javascript.info/', 'JS'],
    ['web.dev', 'Google 出品的性能、可访问性与现代 Web 实践指南', 'https://web.dev/', 'web'],
    ['Can I use', '查询浏览器对某个特性的支持情况', 'https://caniuse.com/', '✓'],
  ],
  '框架与库': [
    ['React', '用组件构建用户界面的 JavaScript 库', 'https://react.dev/', '⚛'],
    ['Vue.js', '渐进式 JavaScript 框架，中文文档友好', 'https://cn.vuejs.org/', 'V'],
    ['TypeScript', '带类型的 JavaScript，大型项目的安全带', 'https://www.typescriptlang.org/zh/', 'TS'],
    ['TanStack Query', '服务端状态的缓存、同步与更新', 'https://tanstack.com/query/latest', 'TQ'],
  ],
  '工程化': [
    ['Vite', '下一代前端构建工具，开发服务器秒开', 'https://cn.vitejs.dev/', '⚡'],
    ['Vitest', '与 Vite 同配置的单元测试框架', 'https://cn.vitest.dev/', 'VT'],
    ['Playwright', '跨浏览器的端到端测试与自动化', 'https://playwright.dev/', 'PW'],
  ],
  'CSS 与设计': [
    ['CSS-Tricks', 'Flexbox、Grid 指南与大量 CSS 技巧', 'https://css-tricks.com/', 'CSS'],
    ['Tailwind CSS', '原子化 CSS 框架', 'https://tailwindcss.com/', 'TW'],
    ['Lucide', '简洁一致的开源图标集', 'https://lucide.dev/', '✦'],
  ],
};

const BACK = {
  '语言与运行时': [
    ['Node.js 文档', 'Node.js 官方 API 文档', 'https://nodejs.org/zh-cn/docs', 'N'],
    ['Go 语言之旅', '交互式的 Go 入门教程', 'https://tour.go-zh.org/', 'Go'],
    ['Rust 程序设计语言', 'Rust 官方教程「the book」中文版', 'https://kaisery.github.io/trpl-zh-cn/', 'R'],
    ['Python 文档', 'Python 官方中文文档', 'https://docs.python.org/zh-cn/3/', 'Py'],
  ],
  '数据库': [
    ['SQLite', '嵌入式数据库，D1 的底座', 'https://www.sqlite.org/docs.html', 'SQL'],
    ['PostgreSQL 文档', '功能最全的开源关系型数据库', 'https://www.postgresql.org/docs/', 'PG'],
    ['Redis', '内存数据结构存储：缓存、队列、排行榜', 'https://redis.io/docs/latest/', 'RD'],
    ['Use The Index, Luke', '写给开发者的 SQL 索引与性能指南', 'https://use-the-index-luke.com/zh-Hans', 'IDX'],
  ],
  '云与部署': [
    ['Cloudflare Workers', '边缘运行的 Serverless 平台，本站就跑在上面', 'https://developers.cloudflare.com/workers/', 'CF'],
    ['Hono', '轻量、标准的 Web 框架，跑在任何 JS 运行时', 'https://hono.dev/', 'H'],
    ['Docker 文档', '容器化应用的构建与运行', 'https://docs.docker.com/', 'DK'],
  ],
  '架构与原理': [
    ['The Twelve-Factor App', '构建现代云应用的十二条方法论', 'https://12factor.net/zh_cn/', '12'],
    ['HTTP 权威参考', 'MDN 的 HTTP 协议文档：缓存、CORS、状态码', 'https://developer.mozilla.org/zh-CN/docs/Web/HTTP', 'H'],
    ['OWASP Cheat Sheets', '安全开发的速查表：认证、XSS、注入', 'https://cheatsheetseries.owasp.org/', 'SEC'],
  ],
};

const SITES = {
  '值得一逛的博客': [
    ['阮一峰的网络日志', '科技爱好者周刊，每周五更新', 'https://www.ruanyifeng.com/blog/', '阮'],
    ['酷壳 CoolShell', '陈皓的技术博客，经典文章值得反复读', 'https://coolshell.cn/', '酷'],
    ['张鑫旭的博客', 'CSS 与前端细节的深度文章', 'https://www.zhangxinxu.com/wordpress/', '鑫'],
    ['Overreacted', 'Dan Abramov 关于 React 与编程的随笔', 'https://overreacted.io/', 'O'],
  ],
  '开发者社区': [
    ['GitHub', '全球最大的代码托管与开源社区', 'https://github.com/', 'GH'],
    ['V2EX', '创意工作者们的社区', 'https://www.v2ex.com/', 'V2'],
    ['Hacker News', '技术圈的新闻与讨论', 'https://news.ycombinator.com/', 'Y'],
  ],
  '好用的在线工具': [
    ['Excalidraw', '手绘风格的在线白板，画架构图很顺手', 'https://excalidraw.com/', '✎'],
    ['regex101', '正则表达式在线调试与解释', 'https://regex101.com/', '.*'],
    ['Squoosh', '浏览器里压缩图片，效果直观对比', 'https://squoosh.app/', 'SQ'],
    ['Carbon', '把代码生成漂亮的截图', 'https://carbon.now.sh/', '▣'],
  ],
};

function rows(kind, groups, from) {
  const out = [];
  Object.entries(groups).forEach(([group_name, list], g) => {
    list.forEach(([name, description, url, icon], i) => {
      out.push({ id: from + out.length, kind, group_name, group_sort: g + 1, name, description, url, icon, sort: i + 1, ...stamps(300, '12:00') });
    });
  });
  return out;
}

export function resourceRows() {
  const front = rows('front', FRONT, 1);
  const back = rows('back', BACK, 1 + front.length);
  const site = rows('site', SITES, 1 + front.length + back.length);
  return [...front, ...back, ...site];
}
