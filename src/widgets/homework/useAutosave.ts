import { useCallback, useEffect, useRef, useState } from 'react';
import { saveAnswers, useApi, type QuestionAnswer } from '../../core';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** The wait after the last change before a save, and before a retry of a failed one. */
const SAVE_DELAY_MS = 800;
const RETRY_MS = 5000;

/**
 * Saves the answers a moment after each change. Every save carries a number one above the
 * last, so a late retry of an older save never overwrites a newer one on the server; a failed
 * save is retried with the answers of the moment. `flush` saves at once (before leaving).
 */
export function useAutosave(id: number, firstSeq: number, enabled: boolean) {
  const api = useApi();
  const seq = useRef(firstSeq);
  const latest = useRef<Record<string, QuestionAnswer> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<SaveState>('idle');
  // The retry calls the latest flush through a ref (a callback cannot name itself).
  const retry = useRef<() => void>(() => undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const answers = latest.current;
    if (!answers || !enabled) return;
    latest.current = null;
    seq.current += 1;
    setState('saving');
    const saved = await saveAnswers(api, id, seq.current, answers);
    if (saved.ok) {
      seq.current = Math.max(seq.current, saved.data.seq);
      setState(latest.current ? 'saving' : 'saved');
    } else {
      latest.current ??= answers;
      setState('failed');
      timer.current = setTimeout(() => retry.current(), RETRY_MS);
    }
  }, [api, id, enabled]);

  useEffect(() => {
    retry.current = () => void flush();
  }, [flush]);

  const change = useCallback(
    (answers: Record<string, QuestionAnswer>) => {
      latest.current = answers;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { state, change, flush, nextSeq: () => ++seq.current };
}
