import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  deskLend,
  deskPayCash,
  deskReaderQuery,
  deskRefusalIn,
  deskRenew,
  deskReturn,
  deskUndo,
  useApi,
  useApiMutation,
  useLibraryTimeZone,
  type ApiResult,
  type DeskRefusalDetail,
} from '../../core';
import { formatDay } from '../../core/ui/day';

export const DESK_MODES = ['lend', 'return', 'renew'] as const;
export type DeskMode = (typeof DESK_MODES)[number];

/** One line of this session's list, and what the live region says. */
export interface DeskEntry {
  id: number;
  ok: boolean;
  text: string;
}

/** What the desk was asked to do, in the order it was asked. */
type Job =
  | { kind: 'scan'; code: string; mode: DeskMode }
  | { kind: 'undo' }
  | { kind: 'pay'; readercode: string; fineids: number[] };

const yuan = (amount: number) => amount.toFixed(2);

/** Refusals whose `detail` is a code, and the strings that say it. */
const DETAIL_CODES: Partial<Record<string, string>> = {
  renewRefused: 'renewReason',
  readerBlocked: 'renewReason',
  paymentRefused: 'paymentReason',
};

/**
 * The desk's work: each scan, undo and cash payment becomes a job in one queue, run one at a
 * time in the order it came. A scanner types a barcode and Enter in a few milliseconds, faster
 * than the server answers: a scan arriving while another is being answered waits its turn
 * rather than being dropped (useApiMutation ignores a second run while one is pending), and
 * the reader card scanned first is loaded before the copies scanned after it are lent to it.
 *
 * Lend mode: with no reader loaded, a scan is a reader card; with a reader loaded, a scan is a
 * copy for that reader, until "new reader" (or Escape) clears the card. Telling a card from a
 * barcode by its shape would depend on each library's numbering; this rule does not.
 */
export function useDesk(onResult: (entry: DeskEntry) => void) {
  const { t, i18n } = useTranslation('desk');
  const { t: tc } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const timeZone = useLibraryTimeZone();
  const lend = useApiMutation(deskLend);
  const giveBack = useApiMutation(deskReturn);
  const renew = useApiMutation(deskRenew);
  const undo = useApiMutation(deskUndo);
  const pay = useApiMutation(deskPayCash);
  const [mode, setModeState] = useState<DeskMode>('lend');
  // Read by `scan` at once: a mode key pressed just before a scan applies to it.
  const modeRef = useRef<DeskMode>('lend');
  const setMode = useCallback((next: DeskMode) => {
    modeRef.current = next;
    setModeState(next);
  }, []);
  const [readercode, setReadercode] = useState<string | null>(null);
  const [entries, setEntries] = useState<DeskEntry[]>([]);
  const [waiting, setWaiting] = useState(0);
  // The reader as the queue sees it: a copy queued behind a card goes to that card's reader,
  // before React has rendered the card.
  const reader = useRef<string | null>(null);
  const jobs = useRef<Job[]>([]);
  // Whether the queue is being worked through (one worker), not a double-submit guard.
  // eslint-disable-next-line no-restricted-syntax -- the scan queue's one worker; each write in it goes through useApiMutation
  const working = useRef(false);
  const nextId = useRef(1);

  const day = (iso: string) => formatDay(iso, i18n.language, timeZone);

  const refusalText = (refusal: DeskRefusalDetail, code: string) => {
    // A detail that is a code (a renewal rule, the payment's reason, an expired card) is said
    // in words; a figure or a librarian's block reason is shown as it is.
    const table = DETAIL_CODES[refusal.refused];
    const detail =
      table && refusal.detail
        ? t(`${table}.${refusal.detail}`, { defaultValue: refusal.detail })
        : (refusal.detail ?? '');
    return t(`refused.${refusal.refused}`, { code, detail });
  };

  /** A failure's words: the desk's own translated refusal, else what the server said. */
  const failureText = (code: number, msg: string, detail: unknown, scanned: string) => {
    const refusal = deskRefusalIn(code, detail);
    if (refusal) return refusalText(refusal, scanned);
    return t('failed', { message: msg || tc('common.requestError') });
  };

  const failed = (result: ApiResult<unknown> | undefined, scanned: string) =>
    !result || result.ok
      ? { ok: false, text: t('failed', { message: tc('common.requestError') }) }
      : { ok: false, text: failureText(result.code, result.msg, result.detail, scanned) };

  const loadReader = async (code: string) => {
    try {
      const card = await queryClient.fetchQuery({ ...deskReaderQuery(api, code), staleTime: 0 });
      reader.current = code;
      setReadercode(code);
      return { ok: true, text: t('readerLoaded', { name: card.name, code: card.readercode }) };
    } catch (error) {
      const {
        code: resultCode,
        message,
        detail,
      } = error instanceof ApiError ? error : new ApiError(0, '');
      return { ok: false, text: failureText(resultCode, message, detail, code) };
    }
  };

  const run = async (job: Job): Promise<{ ok: boolean; text: string }> => {
    if (job.kind === 'undo') {
      const result = await undo.run();
      if (!result?.ok) return failed(result, '');
      return {
        ok: true,
        text: t(`undone_${result.data.undone}`, { barcode: result.data.barcode }),
      };
    }
    if (job.kind === 'pay') {
      const result = await pay.run({ readercode: job.readercode, fineids: job.fineids });
      if (!result?.ok) return failed(result, '');
      const { amount, paid, orderno } = result.data;
      return { ok: true, text: t('paid', { amount: yuan(amount), paid, orderno }) };
    }
    const { code } = job;
    if (job.mode === 'lend') {
      const readerCode = reader.current;
      if (!readerCode) return loadReader(code);
      const result = await lend.run({ readercode: readerCode, barcode: code });
      if (!result?.ok) return failed(result, code);
      queryClient.setQueryData(deskReaderQuery(api, readerCode).queryKey, result.data);
      const loan = result.data.loans.find((item) => item.barcode === code);
      return {
        ok: true,
        text: t('lent', {
          title: loan?.title ?? code,
          barcode: code,
          date: loan ? day(loan.duetime) : '',
        }),
      };
    }
    if (job.mode === 'return') {
      const result = await giveBack.run({ barcode: code });
      if (!result?.ok) return failed(result, code);
      const { loan, readername, fine, hold } = result.data;
      const parts = [t('returned', { title: loan.title, barcode: code, reader: readername })];
      if (fine) parts.push(t('returnedFine', { amount: yuan(fine) }));
      if (hold) parts.push(t('returnedHold', { reader: hold.readername, site: hold.site }));
      return { ok: true, text: parts.join('；') };
    }
    const result = await renew.run({ barcode: code });
    if (!result?.ok) return failed(result, code);
    return {
      ok: true,
      text: t('renewed', {
        title: result.data.title,
        barcode: code,
        date: day(result.data.duetime),
      }),
    };
  };

  // The worker reads the newest `run` through a ref: a job queued during one render is run
  // with the translations and mutations of the render that picks it up.
  const runRef = useRef(run);
  const onResultRef = useRef(onResult);
  useLayoutEffect(() => {
    runRef.current = run;
    onResultRef.current = onResult;
  });

  const work = useCallback(async () => {
    if (working.current) return;
    working.current = true;
    try {
      for (let job = jobs.current.shift(); job; job = jobs.current.shift()) {
        setWaiting(jobs.current.length);
        const outcome = await runRef.current(job);
        const entry = { id: nextId.current++, ...outcome };
        setEntries((previous) => [entry, ...previous]);
        onResultRef.current(entry);
      }
    } finally {
      working.current = false;
      setWaiting(0);
    }
  }, []);

  const enqueue = useCallback(
    (job: Job) => {
      jobs.current.push(job);
      setWaiting(jobs.current.length);
      void work();
    },
    [work],
  );

  const clearReader = useCallback(() => {
    reader.current = null;
    setReadercode(null);
  }, []);

  return {
    mode,
    setMode,
    readercode,
    clearReader,
    entries,
    waiting,
    scan: (code: string) => enqueue({ kind: 'scan', code, mode: modeRef.current }),
    undoLast: () => enqueue({ kind: 'undo' }),
    payFines: (code: string, fineids: number[]) =>
      enqueue({ kind: 'pay', readercode: code, fineids }),
    undoPending: undo.isPending,
    payPending: pay.isPending,
  };
}
