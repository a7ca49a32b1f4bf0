import {
  MAX_WRITING_BODY,
  MAX_WRITING_BOOK_TITLE,
  MAX_WRITING_EXCERPT,
  MAX_WRITING_TITLE,
  type WritingKind,
} from '../../core';

/** What the student types; the same four fields for both kinds (a composition has no excerpt). */
export interface DraftFields {
  title: string;
  body: string;
  booktitle: string;
  excerpt: string;
}

export const EMPTY_DRAFT: DraftFields = { title: '', body: '', booktitle: '', excerpt: '' };

export const FIELD_LIMITS: Record<keyof DraftFields, number> = {
  title: MAX_WRITING_TITLE,
  body: MAX_WRITING_BODY,
  booktitle: MAX_WRITING_BOOK_TITLE,
  excerpt: MAX_WRITING_EXCERPT,
};

/** The fields over their limit (the server would refuse the whole save). */
export function overLimit(fields: DraftFields): (keyof DraftFields)[] {
  return (Object.keys(FIELD_LIMITS) as (keyof DraftFields)[]).filter(
    (name) => fields[name].length > FIELD_LIMITS[name],
  );
}

/** What a piece needs before it is submitted (the server checks the same). */
export function missingField(
  kind: WritingKind,
  fields: DraftFields,
): 'titleRequired' | 'bookRequired' | 'bodyRequired' | null {
  if (kind === 'composition' && !fields.title.trim()) return 'titleRequired';
  if (kind === 'note' && !fields.booktitle.trim()) return 'bookRequired';
  if (!fields.body.trim()) return 'bodyRequired';
  return null;
}

/** A copy kept in this browser when the server could not take it (or the tab closed first). */
export interface DraftBackup {
  id?: number;
  draftkey: string;
  fields: DraftFields;
}

/**
 * The backup's storage key: per reader (a shared library computer keeps readers apart), kind
 * and piece ('new' until the first save gives it an id).
 */
export const backupKey = (reader: string, kind: WritingKind, id: number | undefined) =>
  `writing.${reader}.${kind}.${id ?? 'new'}`;

/** A random id for a new piece (crypto.randomUUID is missing on old and insecure pages). */
export function newDraftKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  hex[12] = '4';
  return `${hex.slice(0, 8).join('')}-${hex.slice(8, 12).join('')}-${hex.slice(12, 16).join('')}-${hex.slice(16, 20).join('')}-${hex.slice(20).join('')}`;
}
