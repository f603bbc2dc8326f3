import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import { CodeIcon, GithubIcon, QrIcon, TalkIcon, TvIcon } from '@/components/icons';
import type { BlogConfig } from '../types';

interface QrButtonProps {
  label: string;
  image: string;
  icon: ReactNode;
}

/** QQ / WeChat links are QR images: show them in a small popover on click. */
function QrButton({ label, image, icon }: QrButtonProps) {
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const ref = useRef<HTMLDivElement>(null);

  useDismiss(ref, open, closeMenu);

  return (
    <div className="social-links__qr" ref={ref}>
      <button
        type="button"
        className="social-links__item"
        aria-label={label}
        title={label}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {icon}
      </button>
      {open ? (
        <div className="social-links__popover" role="dialog" aria-label={label}>
          <img src={image} alt={label} width={140} height={140} loading="lazy" />
        </div>
      ) : null}
    </div>
  );
}

function ExternalLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a className="social-links__item" href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
      {children}
    </a>
  );
}

/** The owner's contact links from the site config; empty fields are skipped. */
export function SocialLinks({ config }: { config: BlogConfig }) {
  const items = [
    config.github_link && (
      <ExternalLink key="github" href={config.github_link} label="GitHub">
        <GithubIcon />
      </ExternalLink>
    ),
    config.git_ee_link && (
      <ExternalLink key="gitee" href={config.git_ee_link} label="Gitee">
        <CodeIcon />
      </ExternalLink>
    ),
    config.bilibili_link && (
      <ExternalLink key="bilibili" href={config.bilibili_link} label="哔哩哔哩">
        <TvIcon />
      </ExternalLink>
    ),
    config.qq_link && <QrButton key="qq" label="QQ 二维码" image={config.qq_link} icon={<TalkIcon />} />,
    config.we_chat_link && <QrButton key="wechat" label="微信二维码" image={config.we_chat_link} icon={<QrIcon />} />,
  ].filter(Boolean);

  if (items.length === 0) return null;
  return <div className="social-links">{items}</div>;
}
