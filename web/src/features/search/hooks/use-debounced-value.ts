import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The value once it has stopped changing for `delay` ms, and `flush`, which
 * settles it now (Enter should not wait out the debounce).
 */
export function useDebouncedValue<T>(value: T, delay: number): readonly [T, () => void] {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  const flush = useCallback(() => setSettled(latest.current), []);
  return [settled, flush] as const;
}
