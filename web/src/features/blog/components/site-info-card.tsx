import { CalendarIcon, ClockIcon, EyeIcon, UsersIcon } from '@/components/icons';
import { siteRuntimeDays } from '../api/get-config';
import { groupDigits } from '@/lib/format';
import type { BlogConfig, SiteStatistic } from '../types';

interface SiteInfoCardProps {
  config: BlogConfig;
  statistic: SiteStatistic | null | undefined;
}

/** Sidebar card with the site's running days, visits and sizes. */
export function SiteInfoCard({ config, statistic }: SiteInfoCardProps) {
  const rows = [
    { icon: <CalendarIcon />, label: '运行时间', value: `${siteRuntimeDays(config.createdAt)} 天` },
    { icon: <EyeIcon />, label: '访问量', value: groupDigits(config.view_time) },
    { icon: <UsersIcon />, label: '用户数', value: statistic ? String(statistic.userCount) : '-' },
    { icon: <ClockIcon />, label: '最后更新', value: config.updatedAt?.slice(0, 10) || '-' },
  ];
  return (
    <section className="card side-card" aria-labelledby="site-info-title">
      <h2 className="side-card__title" id="site-info-title">
        <EyeIcon className="side-card__icon" />
        网站资讯
      </h2>
      <dl className="site-info">
        {rows.map((r) => (
          <div className="site-info__row" key={r.label}>
            <dt>
              {r.icon}
              {r.label}
            </dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
