import { useEffect, useRef, useState } from 'react';

/**
 * An exam's clock while it can still be answered: the time now, refreshed every 15 s for the
 * minutes left, and `onTimeUp` called once when the end arrives (a timer set for the end
 * itself, not the next tick, so the answers go in before the server's grace runs out).
 */
export function useExamClock(endsAt: Date | null, running: boolean, onTimeUp: () => void) {
  const [now, setNow] = useState(() => Date.now());
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  }, [onTimeUp]);
  const end = endsAt?.getTime() ?? null;
  useEffect(() => {
    if (end === null || !running) return;
    const tick = setInterval(() => setNow(Date.now()), 15_000);
    const wait = Math.max(0, end - Date.now());
    // A timer longer than 2^31 ms fires at once; an end that far off is left to a reload.
    const done =
      wait < 2 ** 31 - 1
        ? setTimeout(() => {
            setNow(Date.now());
            timeUp.current();
          }, wait)
        : undefined;
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [end, running]);
  return now;
}
