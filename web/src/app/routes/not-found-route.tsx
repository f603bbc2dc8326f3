import { Link, useNavigate } from '@/lib/router';
import { ArrowLeftIcon, HomeIcon } from '@/components/icons';
import '@/styles/not-found.css';

export function Component() {
  const navigate = useNavigate();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <div className="not-found__card card">
        <p className="not-found__code" aria-hidden="true">
          4<span className="not-found__zero">0</span>4
        </p>
        <h1 id="not-found-title" className="not-found__title">
          页面走丢了
        </h1>
        <p className="not-found__text">你要找的页面不存在，或者已经被搬走了。</p>
        <div className="not-found__actions">
          <Link to="/home" className="btn btn--primary">
            <HomeIcon />
            回到首页
          </Link>
          <button type="button" className="btn btn--ghost" onClick={() => navigate(-1)}>
            <ArrowLeftIcon />
            返回上一页
          </button>
        </div>
      </div>
    </section>
  );
}
