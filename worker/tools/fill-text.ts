/**
 * The text of the benchmark's large data (fill-large.ts): about 2,000 Chinese
 * characters of markdown per article, from a seeded generator, so article i
 * reads the same on every run and the bench's search words occur as often as
 * it expects.
 */

/** Words the bench searches for: common in most articles, rare in a handful, and a character no article has. */
export const FILL_WORDS = { common: '数据', rare: '量子纠缠', oneChar: '书', absentChar: '龘' } as const;
const RARE_EVERY = 2000;

export const WORDS = [
  '数据', '系统', '服务', '请求', '响应', '缓存', '索引', '查询', '页面', '用户', '时间', '问题', '方法', '结果', '过程', '设计',
  '代码', '函数', '模块', '接口', '配置', '部署', '上线', '回滚', '版本', '依赖', '构建', '测试', '日志', '监控', '告警', '指标',
  '延迟', '吞吐', '并发', '线程', '进程', '内存', '磁盘', '网络', '带宽', '连接', '会话', '令牌', '权限', '角色', '账号', '密码',
  '读书', '书架', '书签', '笔记', '文章', '段落', '句子', '标题', '目录', '章节', '思路', '经验', '教训', '习惯', '节奏', '计划',
  '周末', '清晨', '傍晚', '咖啡', '雨天', '城市', '街道', '公园', '车站', '旅途', '风景', '照片', '镜头', '光线', '色彩', '构图',
  '我们', '他们', '这个', '那个', '一些', '很多', '其实', '因为', '所以', '但是', '如果', '虽然', '然后', '最后', '首先', '其次',
  '简单', '复杂', '稳定', '快速', '缓慢', '清楚', '模糊', '重要', '必要', '合理', '直接', '间接', '完整', '局部', '全局', '细节',
  '需要', '可以', '应该', '能够', '发现', '理解', '记录', '整理', '思考', '尝试', '调整', '优化', '验证', '比较', '选择', '放弃',
  '边缘节点', '数据库', '全文检索', '消息队列', '负载均衡', '对象存储', '定时任务', '前端框架', '状态管理', '类型系统', '单元测试', '持续集成',
  '一致性', '可用性', '分区容忍', '读写分离', '冷热分层', '预先计算', '惰性加载', '增量更新', '批量写入', '二分查找', '哈希表', '有序集合',
];
const LATIN = ['Workers', 'SQLite', 'React', 'TypeScript', 'HTTP', 'JSON', 'Durable Objects', 'D1', 'R2', 'Vite', 'FTS5', 'WebSocket'];

/** mulberry32: a small seeded generator, so article i is the same on every run. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(rnd: () => number, list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
const cjkLength = (s: string) => (s.match(/[\u4e00-\u9fff]/g) ?? []).length;

export function sentence(rnd: () => number) {
  const n = 5 + Math.floor(rnd() * 9);
  const parts: string[] = [];
  for (let k = 0; k < n; k++) parts.push(rnd() < 0.06 ? ` ${pick(rnd, LATIN)} ` : pick(rnd, WORDS));
  return parts.join('') + (rnd() < 0.7 ? '，' : '。');
}

/** About 2,000 Chinese characters of markdown: headings, paragraphs, now and then a list or a code block. */
export function articleText(i: number, rnd: () => number) {
  const blocks: string[] = [];
  let chars = 0;
  while (chars < 2000) {
    if (rnd() < 0.15) blocks.push(`## ${pick(rnd, WORDS)}${pick(rnd, WORDS)}`);
    let paragraph = '';
    for (let s = 3 + Math.floor(rnd() * 5); s > 0; s--) paragraph += sentence(rnd);
    paragraph = paragraph.replace(/，$/, '。');
    if (rnd() < 0.08) blocks.push(`- ${pick(rnd, WORDS)}\n- ${pick(rnd, WORDS)}\n- ${pick(rnd, WORDS)}`);
    if (rnd() < 0.05) blocks.push('```ts\nconst rows = await db.select().from(table).limit(10);\n```');
    blocks.push(paragraph);
    chars += cjkLength(paragraph);
  }
  if (i % RARE_EVERY === 777) blocks.splice(1, 0, `顺便记一笔：${FILL_WORDS.rare}和这里的${pick(rnd, WORDS)}没有关系。`);
  return blocks.join('\n\n');
}
