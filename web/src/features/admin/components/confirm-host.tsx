/** A promise-based confirm dialog: `if (await confirm('删除？')) …`. One host per console. */
import { create } from 'zustand';
import { Modal } from './ui';

interface ConfirmState {
  text: string;
  danger: boolean;
  resolve: ((ok: boolean) => void) | null;
  ask: (text: string, danger?: boolean) => Promise<boolean>;
  settle: (ok: boolean) => void;
}

const useConfirmStore = create<ConfirmState>((set, get) => ({
  text: '',
  danger: true,
  resolve: null,
  ask: (text, danger = true) => new Promise<boolean>((resolve) => set({ text, danger, resolve })),
  settle: (ok) => {
    get().resolve?.(ok);
    set({ resolve: null });
  },
}));

export const confirmAction = (text: string, danger = true) => useConfirmStore.getState().ask(text, danger);

export function ConfirmHost() {
  const { text, danger, resolve, settle } = useConfirmStore();
  return (
    <Modal
      title="请确认"
      open={resolve !== null}
      onClose={() => settle(false)}
      footer={
        <>
          <button type="button" className="adm-btn adm-btn--ghost" onClick={() => settle(false)}>
            取消
          </button>
          <button type="button" className={`adm-btn ${danger ? 'adm-btn--danger' : 'adm-btn--primary'}`} onClick={() => settle(true)}>
            确定
          </button>
        </>
      }
    >
      <p className="adm-confirm-text">{text}</p>
    </Modal>
  );
}
