import { render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { openLayerCount } from '@/components/layer/layer-stack';
import { useLayer } from '@/components/layer/use-layer';
import { expectTrapped, focusIsOpener, openWithEnter, until } from './helpers';

function Confirm({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayer(ref, { open: true, onClose, modal: true });
  return (
    <div ref={ref} role="alertdialog" aria-modal="true" aria-label="确认" className="inner">
      <button type="button">确定</button>
      <button type="button" onClick={onClose}>
        取消
      </button>
    </div>
  );
}

function Dialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);
  useLayer(ref, { open: true, onClose, modal: true, initialFocus: 'input' });
  return (
    <div ref={ref} role="dialog" aria-modal="true" aria-label="对话框" className="outer">
      <button type="button">第一个</button>
      <input aria-label="输入" />
      <button type="button" onClick={() => setConfirming(true)}>
        删除
      </button>
      {confirming ? <Confirm onClose={() => setConfirming(false)} /> : null}
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <a href="#behind">后面的链接</a>
      {open ? <Dialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

describe('the layer primitive in a real engine (components/layer)', () => {
  it('moves focus in, traps Tab both ways, Escape closes only the innermost layer, focus goes back each time', async () => {
    render(<Page />);
    await openWithEnter(screen.getByRole('button', { name: '打开' }), 'page');
    const dialog = await screen.findByRole('dialog', { name: '对话框' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '输入' }));
    await expectTrapped('.outer');

    await openWithEnter(screen.getByRole('button', { name: '删除' }), 'delete');
    await screen.findByRole('alertdialog', { name: '确认' });
    expect(document.activeElement?.textContent).toBe('确定');
    await expectTrapped('.inner', 4);
    expect(openLayerCount()).toBe(2);

    await userEvent.keyboard('{Escape}');
    await until(() => !document.querySelector('.inner'), 'the confirm closed');
    expect(dialog.isConnected, 'the dialog stays open under the confirm').toBe(true);
    expect(focusIsOpener('delete'), 'focus back on 删除').toBe(true);

    await userEvent.keyboard('{Escape}');
    await until(() => !document.querySelector('.outer'), 'the dialog closed');
    expect(focusIsOpener('page'), 'focus back on 打开').toBe(true);
    expect(openLayerCount()).toBe(0);
  });

  it('a pointer focus behind the modal comes back inside', async () => {
    render(<Page />);
    await openWithEnter(screen.getByRole('button', { name: '打开' }));
    await screen.findByRole('dialog', { name: '对话框' });
    screen.getByRole('link', { name: '后面的链接' }).focus();
    expect(document.querySelector('.outer')?.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
  });
});
