import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before the next SMS code may be asked for, counting down once a second. Counted
 * from a deadline, not by ticks, so a tab the browser throttled in the background is not late.
 */
export function useCountdown(): [number, (seconds: number) => void] {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setDeadline(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = useCallback((seconds: number) => {
    setDeadline(seconds > 0 ? Date.now() + seconds * 1000 : null);
    setLeft(Math.max(0, Math.ceil(seconds)));
  }, []);
  return [left, start];
}
