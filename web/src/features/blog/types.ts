/** GET /api/config `result` (api-contract §3.5). */
export interface BlogConfig {
  id: number;
  blog_name: string;
  blog_avatar: string;
  avatar_bg: string;
  personal_say: string;
  blog_notice: string;
  qq_link: string;
  we_chat_link: string;
  github_link: string;
  git_ee_link: string;
  bilibili_link: string;
  qq_group?: string;
  we_chat_group?: string;
  we_chat_pay?: string;
  ali_pay?: string;
  icp_number?: string;
  view_time: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/statistic `result`. */
export interface SiteStatistic {
  articleCount: number;
  tagCount: number;
  categoryCount: number;
  userCount: number;
}
