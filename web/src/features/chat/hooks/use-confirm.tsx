import { lazy, Suspense, useCallback, useState } from 'react';

/** Fetched the first time a confirmation is asked (issue 32: not on the room's first screen). */
const ConfirmBox = lazy(() => import('../components/confirm-box').then((m) => ({ default: m.ConfirmBox })));

/** A small in-room confirmation ("确认清空吗", "确认强制下线…吗"): answers true on 确定. */
export function useConfirm() {
  const [ask, setAsk] = useState<{ text: string; done: (ok: boolean) => void } | null>(null);

  const confirm = useCallback(
    (text: string) => new Promise<boolean>((resolve) => setAsk({ text, done: resolve })),
    [],
  );

  const answer = (ok: boolean) => {
    ask?.done(ok);
    setAsk(null);
  };

  const element = ask ? (
    <Suspense fallback={null}>
      <ConfirmBox text={ask.text} onAnswer={answer} />
    </Suspense>
  ) : null;

  return { confirm, element };
}
