import { greeting } from '@/lib/greeting';
import { PageBanner } from '@/components/page-banner';
import { ChevronDownIcon } from '@/components/icons';
import { useBlogConfig } from '../api/get-config';
import { useTypedText } from '../hooks/use-typed-text';

interface HomeHeroProps {
  image: string;
  /** The signed-in reader's nickname, so the greeting can address them. */
  readerName?: string;
}

/** The first screen of /home: banner image, blog name and a typed greeting. */
export function HomeHero({ image, readerName }: HomeHeroProps) {
  const { data: config } = useBlogConfig();
  const typed = useTypedText(greeting(readerName, config?.blog_name));
  const title = config?.blog_name || '\u00a0';

  const scrollToContent = () => {
    const target = document.getElementById('home-content');
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <PageBanner
      size="hero"
      title={title}
      image={image}
      subtitle={
        <p className="home-hero__greeting" aria-live="off">
          {typed}
          <span className="home-hero__caret" aria-hidden="true" />
        </p>
      }
    >
      <button type="button" className="home-hero__down" onClick={scrollToContent} aria-label="向下浏览">
        <ChevronDownIcon />
      </button>
    </PageBanner>
  );
}
