import { useQuery } from '@/lib/query';
import type { ReactNode } from 'react';
import { isOk } from '@/lib/api-client';
import { setupApi } from '../api/setup-api';
import { SetupForm } from './setup-form';
import './setup.css';

/**
 * /setup: shown while the site has no administrator (the worker sends every page here until then).
 * Once there is one the page is gone: `closed` (the site's 404) is shown instead.
 */
export function SetupPage({ closed }: { closed: ReactNode }) {
  const state = useQuery({
    queryKey: ['setup'],
    queryFn: async () => {
      const res = await setupApi.state();
      // unknown (network, server): show the form; the server decides on submit
      return isOk(res) && res.result ? res.result.needed : true;
    },
    staleTime: 0,
  });
  if (state.data === false) return closed;
  return (
    <section className="setup" aria-labelledby="setup-title">
      <div className="setup__card card" aria-busy={state.isPending}>
        <header className="setup__header">
          <p className="setup__eyebrow">第一次运行</p>
          <h1 id="setup-title" className="setup__title">
            欢迎，开始搭建你的博客
          </h1>
          <p className="setup__lead">创建博主（管理员）账号并给博客起个名字。完成后你会以博主身份登录，进入首页。</p>
        </header>
        {state.isPending ? <p className="setup__loading">正在检查站点状态…</p> : <SetupForm />}
      </div>
    </section>
  );
}
