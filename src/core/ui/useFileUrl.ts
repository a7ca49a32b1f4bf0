import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { mediaFileQuery } from '../api/queries/media';
import { useApi } from '../widget/hooks';

/**
 * One object URL per Blob, shared by every component showing it (a photo is both the album's
 * large view and its thumbnail), revoked when the last of them leaves. The release waits a
 * tick: React may unmount and mount the same component at once (strict mode, a moved
 * element), and revoking in between would break the image it is about to show again.
 */
const urls = new WeakMap<Blob, { url: string; users: number }>();

function urlOf(blob: Blob): string {
  let entry = urls.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 };
    urls.set(blob, entry);
  }
  return entry.url;
}

/**
 * An object URL for a file that needs the reader's token (a story's audio, an album's photo,
 * captions), for an <img>, <audio> or <track> src, which cannot send it. Null while loading,
 * outside browsers (jsdom has no object URLs), or when the file cannot be had (`failed`).
 */
export function useFileUrl(fileid: string | null | undefined): {
  url: string | null;
  failed: boolean;
} {
  const api = useApi();
  const file = useQuery({ ...mediaFileQuery(api, fileid ?? ''), enabled: Boolean(fileid) });
  const blob = fileid ? file.data : null;
  const canShow = typeof URL.createObjectURL === 'function';
  const url = blob && canShow ? urlOf(blob) : null;
  useEffect(() => {
    const entry = blob ? urls.get(blob) : undefined;
    if (!blob || !entry) return undefined;
    entry.users++;
    return () => {
      entry.users--;
      setTimeout(() => {
        if (entry.users > 0 || urls.get(blob) !== entry) return;
        URL.revokeObjectURL(entry.url);
        urls.delete(blob);
      }, 0);
    };
  }, [blob, url]);
  return { url, failed: file.isError || (file.isSuccess && file.data === null) };
}
