import { useCallback, useEffect, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { useLayer } from '@/components/layer/use-layer';
import './lightbox.css';

interface LightboxProps {
  images: string[];
  /** The open picture, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

const SWIPE_PX = 50;

const Chevron = ({ dir }: { dir: 'left' | 'right' }) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d={dir === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </svg>
);

/**
 * Full-screen picture viewer: arrows and Escape (the layer stack's) on a
 * keyboard, swipes on a phone, wrapping at both ends. Page scroll is locked
 * while it is open.
 */
export function Lightbox({ images, index, onIndexChange }: LightboxProps) {
  const open = index !== null && images.length > 0;
  const count = images.length;
  const touchX = useRef<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const step = useCallback(
    (delta: number) => {
      if (index === null || count === 0) return;
      onIndexChange((index + delta + count) % count);
    },
    [index, count, onIndexChange],
  );
  const close = useCallback(() => onIndexChange(null), [onIndexChange]);

  // focus starts on 关闭, stays in the viewer, and Escape hands it back to the picture that opened it
  useLayer(rootRef, { open, onClose: close, modal: true, initialFocus: '.lightbox__close' });

  useEffect(() => {
    if (!open) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;

  // focus never leaves the viewer, so its own keys are enough; a button inside keeps Enter and Space
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') step(-1);
    else if (e.key === 'ArrowRight') step(1);
    else return;
    e.preventDefault();
  };
  const onTouchStart = (e: TouchEvent) => (touchX.current = e.touches[0]?.clientX ?? null);
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start == null || end == null || Math.abs(end - start) < SWIPE_PX) return;
    step(end < start ? 1 : -1);
  };

  return createPortal(
    <div
      ref={rootRef}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label="图片预览"
      onClick={(e) => e.target === e.currentTarget && close()}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className="lightbox__bar">
        <span className="lightbox__count" aria-live="polite">
          {index + 1} / {count}
        </span>
        <button type="button" className="lightbox__btn lightbox__close" aria-label="关闭预览" onClick={close}>
          ×
        </button>
      </div>
      <img key={images[index]} className="lightbox__image" src={images[index]} alt={`第 ${index + 1} 张，共 ${count} 张`} />
      {count > 1 ? (
        <>
          <button type="button" className="lightbox__btn lightbox__nav lightbox__nav--prev" aria-label="上一张" onClick={() => step(-1)}>
            <Chevron dir="left" />
          </button>
          <button type="button" className="lightbox__btn lightbox__nav lightbox__nav--next" aria-label="下一张" onClick={() => step(1)}>
            <Chevron dir="right" />
          </button>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
