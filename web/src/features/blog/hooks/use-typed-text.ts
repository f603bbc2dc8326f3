import { useEffect, useState } from 'react';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Reveals `text` one character at a time, like someone typing it. */
export function useTypedText(text: string, stepMs = 110): string {
  const [shown, setShown] = useState(() => (reducedMotion() ? text.length : 0));

  useEffect(() => {
    if (reducedMotion()) {
      setShown(text.length);
      return;
    }
    setShown(0);
    const timer = window.setInterval(() => {
      setShown((n) => {
        if (n >= text.length) window.clearInterval(timer);
        return Math.min(n + 1, text.length);
      });
    }, stepMs);
    return () => window.clearInterval(timer);
  }, [text, stepMs]);

  return Array.from(text).slice(0, shown).join('');
}
