import { useCallback, useEffect, useRef, useState } from 'react';
import { saveWriting, useApi, type Writing, type WritingKind } from '../../core';
import { readStoredJson, writeStoredJson } from '../../core/storage';
import { backupKey, newDraftKey, overLimit, type DraftBackup, type DraftFields } from './draft';

/** Typing pauses this long before a save: one save per pause, not per key. */
export const AUTOSAVE_DELAY_MS = 1000;

export type SaveState =
  | { state: 'idle' }
  | { state: 'dirty' }
  | { state: 'saving' }
  | { state: 'saved'; at: string }
  | { state: 'failed'; reason: string };

/**
 * The editor's drafts: saved a second after typing stops, and kept in this browser's storage
 * whenever the server has not got the latest text (a failed save, the tab closing mid-pause),
 * so nothing typed is lost; the copy is dropped once the server has it.
 */
export function useAutosave({
  kind,
  reader,
  piece,
  initial,
}: {
  kind: WritingKind;
  /** Whose drafts (the reader's uuid): another reader on this computer never sees them. */
  reader: string;
  piece: Writing | undefined;
  initial: DraftFields;
}) {
  const api = useApi();
  const storageKey = backupKey(reader, kind, piece?.id);
  const [backup] = useState(() => readStoredJson<DraftBackup>(storageKey));
  const restored = backup !== null && JSON.stringify(backup.fields) !== JSON.stringify(initial);
  const [fields, setFields] = useState<DraftFields>(restored ? backup.fields : initial);
  const [save, setSave] = useState<SaveState>(restored ? { state: 'dirty' } : { state: 'idle' });
  const idRef = useRef<number | undefined>(piece?.id ?? backup?.id);
  const draftKey = useRef(backup?.draftkey ?? newDraftKey());
  const latest = useRef(fields);
  const version = useRef(restored ? 1 : 0);
  const savedVersion = useRef(0);
  const inFlight = useRef<Promise<Writing | null> | null>(null);

  const keepBackup = useCallback(() => {
    writeStoredJson(backupKey(reader, kind, idRef.current), {
      id: idRef.current,
      draftkey: draftKey.current,
      fields: latest.current,
    } satisfies DraftBackup);
  }, [reader, kind]);

  /** Sends the latest text unless the server has it; resolves with the saved piece. */
  const flush = useCallback(async (): Promise<Writing | null> => {
    if (inFlight.current) await inFlight.current;
    if (version.current === savedVersion.current && idRef.current !== undefined) return null;
    if (overLimit(latest.current).length > 0) return null;
    const sending = version.current;
    const run = (async () => {
      setSave({ state: 'saving' });
      const wasNew = idRef.current === undefined;
      const result = await saveWriting(api, {
        id: idRef.current,
        draftkey: wasNew ? draftKey.current : undefined,
        kind,
        ...latest.current,
      });
      if (!result.ok) {
        keepBackup();
        setSave({ state: 'failed', reason: result.msg });
        return null;
      }
      idRef.current = result.data.id;
      savedVersion.current = sending;
      if (wasNew) writeStoredJson(backupKey(reader, kind, undefined), null);
      if (version.current === sending) {
        writeStoredJson(backupKey(reader, kind, result.data.id), null);
        setSave({ state: 'saved', at: result.data.updatedat });
      } else setSave({ state: 'dirty' });
      return result.data;
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [api, kind, reader, keepBackup]);

  const change = useCallback((name: keyof DraftFields, value: string) => {
    setFields((current) => {
      const next = { ...current, [name]: value };
      latest.current = next;
      return next;
    });
    version.current += 1;
    setSave({ state: 'dirty' });
  }, []);

  // One save a second after the last change.
  useEffect(() => {
    if (save.state !== 'dirty') return undefined;
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fields, save.state, flush]);

  // The tab closing (or the editor leaving) inside a pause: keep the unsaved text here.
  useEffect(() => {
    const keepIfUnsaved = () => {
      if (version.current !== savedVersion.current) keepBackup();
    };
    window.addEventListener('pagehide', keepIfUnsaved);
    return () => {
      window.removeEventListener('pagehide', keepIfUnsaved);
      keepIfUnsaved();
    };
  }, [keepBackup]);

  return { fields, change, save, flush, restored, id: () => idRef.current };
}
