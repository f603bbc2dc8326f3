// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { openLayerCount } from '@/components/layer/layer-stack';
import { moveInMenu } from '@/components/layer/menu-keys';
import { useLayer } from '@/components/layer/use-layer';
import { useDismiss } from '@/hooks/use-dismiss';

const focused = () => document.activeElement as HTMLElement;
const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document, { key: 'Tab', shiftKey });
const escape = () => fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });

/** A popover inside a dialog, like the player's volume popover. */
function Popover() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, () => setOpen(false));
  return (
    <div ref={ref}>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        音量
      </button>
      {open ? <input aria-label="音量条" /> : null}
    </div>
  );
}

function Dialog({ onClose, autoFocus }: { onClose: () => void; autoFocus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayer(ref, { open: true, onClose, modal: true, initialFocus: 'input' });
  return (
    <div ref={ref} role="dialog" aria-modal="true" aria-label="对话框">
      <button type="button">第一个</button>
      <input aria-label="输入" autoFocus={autoFocus} />
      <Popover />
      <button type="button" onClick={onClose}>
        关闭
      </button>
    </div>
  );
}

function Page({ autoFocus }: { autoFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <a href="#behind">后面的链接</a>
      {open ? <Dialog onClose={() => setOpen(false)} autoFocus={autoFocus} /> : null}
    </>
  );
}

function openFromButton(autoFocus = false) {
  render(<Page autoFocus={autoFocus} />);
  const opener = screen.getByRole('button', { name: '打开' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

afterEach(cleanup);

describe('layer stack', () => {
  it('moves focus in, to the initial field', () => {
    openFromButton();
    expect(focused()).toBe(screen.getByLabelText('输入'));
    expect(openLayerCount()).toBe(1);
  });

  it('keeps Tab and Shift+Tab inside a modal layer', () => {
    openFromButton();
    screen.getByRole('button', { name: '关闭' }).focus();
    tab();
    expect(focused()).toBe(screen.getByRole('button', { name: '第一个' }));
    tab(true);
    expect(focused()).toBe(screen.getByRole('button', { name: '关闭' }));
  });

  it('brings focus back inside when it lands behind the modal', () => {
    openFromButton();
    screen.getByRole('link', { name: '后面的链接' }).focus();
    expect(screen.getByRole('dialog').contains(focused())).toBe(true);
  });

  it('Escape closes the dialog from anywhere and focus returns to the opener', () => {
    const opener = openFromButton();
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(opener);
    expect(openLayerCount()).toBe(0);
  });

  it('finds the opener even when a field inside took focus first (autoFocus, like the login form)', () => {
    const opener = openFromButton(true);
    expect(focused()).toBe(screen.getByLabelText('输入'));
    escape();
    expect(focused()).toBe(opener);
  });

  it('Escape closes only the innermost layer: the popover, then the dialog', () => {
    const opener = openFromButton();
    const trigger = screen.getByRole('button', { name: '音量' });
    trigger.focus();
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    screen.getByLabelText('音量条').focus();
    expect(openLayerCount()).toBe(2);

    escape();
    expect(screen.queryByLabelText('音量条')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(focused()).toBe(trigger);

    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(opener);
  });

  it('a pointer down outside a popover closes it, inside does not', () => {
    openFromButton();
    fireEvent.click(screen.getByRole('button', { name: '音量' }));
    fireEvent.pointerDown(screen.getByLabelText('音量条'));
    expect(screen.getByLabelText('音量条')).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole('button', { name: '第一个' }));
    expect(screen.queryByLabelText('音量条')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('without a focused opener, closing moves focus nowhere', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: '打开' });
    fireEvent.click(opener);
    act(() => screen.getByRole('button', { name: '关闭' }).click());
    // the opener was never focused (Safari does not focus a clicked button): nothing to return to
    expect(focused()).toBe(document.body);
  });

  it('an opener gone by the close hands focus to returnFocus, the first match that takes it', () => {
    function Host() {
      const [open, setOpen] = useState(false);
      const [openerShown, setOpenerShown] = useState(true);
      const ref = useRef<HTMLDivElement>(null);
      useLayer(ref, { open, onClose: () => setOpen(false), modal: true, returnFocus: '.bell' });
      return (
        <>
          <button type="button" className="bell" disabled>
            停用的铃铛
          </button>
          <button type="button" className="bell">
            铃铛
          </button>
          {openerShown ? (
            <button type="button" onClick={() => (setOpen(true), setOpenerShown(false))}>
              菜单里的铃铛
            </button>
          ) : null}
          {open ? (
            <div ref={ref} role="dialog" aria-modal="true" aria-label="消息">
              <button type="button">关闭</button>
            </div>
          ) : null}
        </>
      );
    }
    render(<Host />);
    const opener = screen.getByRole('button', { name: '菜单里的铃铛' });
    opener.focus();
    fireEvent.click(opener);
    expect(opener.isConnected).toBe(false);
    expect(focused()).toBe(screen.getByRole('button', { name: '关闭' }));
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', { name: '铃铛' }));
  });
});

describe('menu keys', () => {
  function menu() {
    render(
      <ul role="menu" aria-label="菜单">
        {['一', '二', '三'].map((name) => (
          <li key={name} role="none">
            <button type="button" role="menuitem" tabIndex={-1}>
              {name}
            </button>
          </li>
        ))}
      </ul>,
    );
    return screen.getByRole('menu');
  }
  const item = (name: string) => screen.getByRole('menuitem', { name });
  const press = (key: string, root: HTMLElement) => {
    let prevented = false;
    const handled = moveInMenu({ key, preventDefault: () => (prevented = true) }, root);
    return { handled, prevented };
  };

  it('↓ and ↑ move between items and wrap; Home and End jump to the ends', () => {
    const root = menu();
    expect(press('ArrowDown', root)).toEqual({ handled: true, prevented: true });
    expect(focused()).toBe(item('一'));
    press('ArrowDown', root);
    expect(focused()).toBe(item('二'));
    press('ArrowUp', root);
    press('ArrowUp', root);
    expect(focused()).toBe(item('三'));
    press('ArrowDown', root);
    expect(focused()).toBe(item('一'));
    press('End', root);
    expect(focused()).toBe(item('三'));
    press('Home', root);
    expect(focused()).toBe(item('一'));
  });

  it('↑ from outside the items lands on the last; other keys are left to the page', () => {
    const root = menu();
    press('ArrowUp', root);
    expect(focused()).toBe(item('三'));
    expect(press('Enter', root)).toEqual({ handled: false, prevented: false });
    expect(press('Escape', root)).toEqual({ handled: false, prevented: false });
    expect(focused()).toBe(item('三'));
  });
});
