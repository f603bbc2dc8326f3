import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import { CodeIcon, GithubIcon, QrIcon, TalkIcon, TvIcon } from '@/components/icons';
import type { BlogConfig } from '../types';

interface QrButtonProps {
  label: string;
  caption: string;
  image: string;
  icon: ReactNode;
}

/** QQ / WeChat links are QR images: a click (or Enter) shows the code above the button; Escape or a click elsewhere hides it. */
function QrButton({ label, caption, image, icon }: QrButtonProps) {
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const ref = useRef<HTMLDivElement>(null);
  const popoverId = useId();

  useDismiss(ref, open, closeMenu);

  return (
    <div className="social-links__qr" ref={ref}>
      <button
        type="button"
        className="social-links__item"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {icon}
      </button>
      {open ? (
        <div id={popoverId} className="social-links__popover" role="dialog" aria-label={label}>
          <img src={image} alt={label} width={140} height={140} decoding="async" />
          <p className="social-links__caption">{caption}</p>
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
    config.qq_link && <QrButton key="qq" label="QQ 二维码" caption="扫码加我 QQ" image={config.qq_link} icon={<TalkIcon />} />,
    config.we_chat_link && <QrButton key="wechat" label="微信二维码" caption="微信扫一扫" image={config.we_chat_link} icon={<QrIcon />} />,
  ].filter(Boolean);

  if (items.length === 0) return null;
  return <div className="social-links">{items}</div>;
}
