/**
 * Greeting by hour of day (spec §1). With a name the greeting is personal;
 * without one it welcomes the visitor to the blog, by the name the owner gave
 * it in 网站设置 (never a name written here: every site is someone else's).
 */

interface Band {
  /** First hour (inclusive) of the band. */
  from: number;
  salute: string;
  /** Reminder appended to the salute. */
  tip: string;
}

// Ordered by start hour; a band runs until the next band's start.
const BANDS: Band[] = [
  { from: 0, salute: '夜深了', tip: '熬夜伤身，早点休息吧' },
  { from: 5, salute: '早上好', tip: '新的一天，元气满满' },
  { from: 9, salute: '上午好', tip: '工作学习之余，别忘了喝口水' },
  { from: 12, salute: '中午好', tip: '吃过午饭，记得小憩一会儿' },
  { from: 14, salute: '下午好', tip: '来杯茶提提神吧' },
  { from: 18, salute: '傍晚好', tip: '到饭点啦，记得按时吃晚饭' },
  { from: 20, salute: '晚上好', tip: '忙碌了一天，好好放松一下吧' },
  { from: 22, salute: '晚上好', tip: '夜色已深，该准备睡觉啦' },
];

function bandFor(hour: number): Band {
  let match = BANDS[0]!;
  for (const band of BANDS) if (hour >= band.from) match = band;
  return match;
}

/** `blogName` is the site's 博客名称; before the config arrives the welcome names no blog. */
export function greeting(name: string | undefined, blogName: string | undefined, date: Date = new Date()): string {
  const band = bandFor(date.getHours());
  const who = name?.trim();
  if (who) return `${band.salute}，${who}！${band.tip}～`;
  const blog = blogName?.trim();
  return blog ? `${band.salute}，欢迎来到${blog}！${band.tip}～` : `${band.salute}，欢迎光临！${band.tip}～`;
}
