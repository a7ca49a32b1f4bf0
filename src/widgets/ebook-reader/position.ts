import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  ebookDetailQuery,
  saveEbookPosition,
  useApi,
  useSession,
  type EBookDetail,
} from '../../core';

/** Saved this long after the last page turn: a reader flicking through pages saves once. */
export const SAVE_DELAY_MS = 800;

const storageKey = (orgId: number, bookid: number) => `libportal.ebook.${orgId}.${bookid}`;

/** The position kept in this browser (a visitor, or a reader whose save did not get through). */
export function localPosition(orgId: number, bookid: number): string | null {
  try {
    return globalThis.localStorage?.getItem(storageKey(orgId, bookid)) ?? null;
  } catch {
    return null;
  }
}

function keepLocally(orgId: number, bookid: number, position: string) {
  try {
    globalThis.localStorage?.setItem(storageKey(orgId, bookid), position);
  } catch {
    // Storage full or refused (private mode): the server's copy, if any, still holds.
  }
}

/**
 * Remembers where the reader is: at once in this browser, and for a logged-in reader on the
 * server a moment after the last page turn, and when the reader leaves the book (unmount).
 */
export function usePositionSaver(orgId: number, bookid: number) {
  const api = useApi();
  const session = useSession();
  const pending = useRef<{ position: string; percent: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loggedIn = session.isLogin;
  const queryClient = useQueryClient();
  const detailKey = ebookDetailQuery(api, orgId, bookid).queryKey;

  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current);
      const next = pending.current;
      pending.current = null;
      if (next && loggedIn) void saveEbookPosition(api, bookid, next.position, next.percent);
    };
    return flush;
  }, [api, bookid, loggedIn]);

  return (position: string, percent: number) => {
    keepLocally(orgId, bookid, position);
    // Coming back to the book in this page (the detail is cached) opens here too.
    queryClient.setQueryData<EBookDetail>(detailKey, (detail) =>
      detail ? { ...detail, position } : detail,
    );
    if (!loggedIn) return;
    pending.current = { position, percent };
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = pending.current;
      pending.current = null;
      if (next) void saveEbookPosition(api, bookid, next.position, next.percent);
    }, SAVE_DELAY_MS);
  };
}
