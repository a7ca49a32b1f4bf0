import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { ResultCode, useSession, type ApiResult, type Role } from '../../core';
import { bytesOf } from './image-file';
import { Alert, Note } from './styles';

/** Whose calls the forms use: a teacher's own, or a student's (each role has its own). */
export function useRole(): Role {
  const { roles } = useSession();
  return roles[0] === 'teacher' ? 'teacher' : 'student';
}

/**
 * What to tell the reader about a refused write: the server's message, already in their
 * language (it reads Accept-Language), or the form's own words when the server said nothing
 * (network down, a limit hit on a proxy).
 */
export function refusalText<T>(result: ApiResult<T>, t: TFunction, fallback: string): string {
  if (result.ok) return '';
  if (result.msg) return result.msg;
  return result.code === ResultCode.tooManyRequests ? t('tooMany') : t(fallback);
}

/** Bytes per String.fromCharCode call: well under every engine's argument limit. */
const CHUNK = 0x8000;

/** A data URL of the blob's bytes (at most 2 MB here), whichever realm made the blob. */
export async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = await bytesOf(blob);
  let binary = '';
  for (let at = 0; at < bytes.length; at += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  }
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * `blob` as a data URL: nothing to revoke (object URLs leak if a StrictMode re-run revokes
 * them early), null until it is read, when there is no blob, or when it cannot be read.
 */
export function useDataUrl(blob: Blob | null | undefined): string | null {
  const [read, setRead] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    let current = true;
    dataUrlOf(blob).then(
      (url) => {
        if (current) setRead({ blob, url });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [blob]);
  return blob && read?.blob === blob ? read.url : null;
}

/**
 * The outcome of the last action: an error as an alert (read at once), a success as a status
 * (read when the reader is free). Always rendered, so the live regions exist before they
 * change, which is when screen readers notice them.
 */
export function Outcome({ error, done }: { error: string | null; done: string | null }) {
  return (
    <>
      <Alert role="alert">{error}</Alert>
      <Note role="status">{done}</Note>
    </>
  );
}
