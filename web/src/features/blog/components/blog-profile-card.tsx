import { Link } from '@/lib/router';
import type { BlogConfig, SiteStatistic } from '../types';
import { SocialLinks } from './social-links';

interface BlogProfileCardProps {
  config: BlogConfig;
  statistic: SiteStatistic | null | undefined;
}

/** Sidebar card: the owner's avatar, name, signature, counters and contact links. */
export function BlogProfileCard({ config, statistic }: BlogProfileCardProps) {
  const counters = [
    { label: '文章', value: statistic?.articleCount, to: '/archives' },
    { label: '分类', value: statistic?.categoryCount, to: '/category' },
    { label: '标签', value: statistic?.tagCount, to: '/tag' },
  ];

  return (
    <section className="card profile-card" aria-label="博主信息">
      <div
        className="profile-card__cover"
        style={config.avatar_bg ? { backgroundImage: `url("${encodeURI(config.avatar_bg)}")` } : undefined}
      />
      <div className="profile-card__body">
        {config.blog_avatar ? (
          <img className="profile-card__avatar" src={config.blog_avatar} alt={config.blog_name} width={88} height={88} loading="lazy" decoding="async" />
        ) : (
          <span className="profile-card__avatar profile-card__avatar--empty" aria-hidden="true">
            {Array.from(config.blog_name)[0]}
          </span>
        )}
        <h2 className="profile-card__name">{config.blog_name}</h2>
        {config.personal_say ? <p className="profile-card__say">{config.personal_say}</p> : null}
        <ul className="profile-card__counters">
          {counters.map((c) => (
            <li key={c.label}>
              <Link to={c.to}>
                <span className="profile-card__count">{c.value ?? '-'}</span>
                <span className="profile-card__count-label">{c.label}</span>
              </Link>
            </li>
          ))}
        </ul>
        <SocialLinks config={config} />
      </div>
    </section>
  );
}
