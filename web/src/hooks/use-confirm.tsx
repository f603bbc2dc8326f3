import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';

/** `if (await confirm('确定删除吗?')) …`: render `element` where the dialog belongs; resolves true on 确定. */
export function useConfirm() {
  const [ask, setAsk] = useState<{ text: string; done: (ok: boolean) => void } | null>(null);
  const confirm = useCallback((text: string) => new Promise<boolean>((resolve) => setAsk({ text, done: resolve })), []);
  const answer = (ok: boolean) => {
    ask?.done(ok);
    setAsk(null);
  };
  const element = ask ? <ConfirmDialog text={ask.text} onAnswer={answer} /> : null;
  return { confirm, element };
}
