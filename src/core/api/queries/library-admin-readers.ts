import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiResult } from '../client';
import { unwrap, type ApiClient } from '../client';
import {
  ApiPath,
  READER_ADMIN_REFUSALS,
  READER_IMPORT_FIELD,
  ResultCode,
  type AdminReader,
  type ClassMoveSummary,
  type ClassMovesRequest,
  type Page,
  type ReaderAdminListRequest,
  type ReaderAdminRefusalDetail,
  type ReaderBlockRequest,
  type ReaderClass,
  type ReaderCreated,
  type ReaderFields,
  type ReaderImportReport,
  type ReaderPasswordReset,
  type TeacherClasses,
  type TeacherClassesSetRequest,
} from '../contract';
import { areaKey, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The librarian's readers page (area `readers-admin`): a page of the organisation's readers, its
 * classes, and the changes. Every change invalidates the area, and `desk` too (a block or a new
 * name shows on the desk's card at once). The changes are `silent`: the form says a refusal
 * beside the field it names, not in a toast.
 */

export function readersAdminListQuery(api: ApiClient, request: ReaderAdminListRequest) {
  return queryOptions({
    queryKey: areaKey(QueryArea.readersAdmin, api.baseURL, 'list', request),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<Page<AdminReader>>(ApiPath.readersList, { body: request, signal })),
    // The next page or keyword keeps the last rows shown until it answers (no flash).
    placeholderData: keepPreviousData,
  });
}

export function readersAdminClassesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.readersAdmin, api.baseURL, 'classes'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<ReaderClass[]>(ApiPath.readersClasses, { signal })),
  });
}

/** The classes a teacher manages (TeacherClasses), for the row's "classes taught" panel. */
export function readersAdminTeacherClassesQuery(api: ApiClient, teacherid: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.readersAdmin, api.baseURL, 'teacher-classes', teacherid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<TeacherClasses>(ApiPath.readersTeacherClasses, {
          body: { teacherid },
          signal,
        }),
      ),
  });
}

const TOUCHED = [QueryArea.readersAdmin, QueryArea.desk] as const;

export const readerCreate = defineMutation({
  call: (api, body: ReaderFields) =>
    api.post<ReaderCreated>(ApiPath.readersCreate, { body, silent: true }),
  invalidates: TOUCHED,
});

export const readerUpdate = defineMutation({
  call: (api, body: ReaderFields) =>
    api.post<AdminReader>(ApiPath.readersUpdate, { body, silent: true }),
  invalidates: TOUCHED,
});

export const readerResetPassword = defineMutation({
  call: (api, readercode: string) =>
    api.post<ReaderPasswordReset>(ApiPath.readersResetPassword, {
      body: { readercode },
      silent: true,
    }),
  invalidates: TOUCHED,
});

export const readerBlock = defineMutation({
  call: (api, body: ReaderBlockRequest) =>
    api.post<AdminReader>(ApiPath.readersBlock, { body, silent: true }),
  invalidates: TOUCHED,
});

export const readerUnblock = defineMutation({
  call: (api, readercode: string) =>
    api.post<AdminReader>(ApiPath.readersUnblock, { body: { readercode }, silent: true }),
  invalidates: TOUCHED,
});

/** Uploads a class list (.csv or .xlsx) through the reader importer. */
export const readerImport = defineMutation({
  call: (api, file: File) => {
    const form = new FormData();
    form.append(READER_IMPORT_FIELD, file, file.name);
    return api.post<ReaderImportReport>(ApiPath.readersImport, { body: form, silent: true });
  },
  invalidates: TOUCHED,
});

/**
 * The term-end moves, or with `dryrun` their preview. A preview changes nothing, so it
 * invalidates nothing; the moves themselves touch the list, the classes and the desk.
 */
export const readerPreviewClassMoves = defineMutation({
  call: (api, body: ClassMovesRequest) =>
    api.post<ClassMoveSummary>(ApiPath.readersMoveClasses, {
      body: { ...body, dryrun: true },
      silent: true,
    }),
  invalidates: [],
});

export const readerMoveClasses = defineMutation({
  call: (api, body: ClassMovesRequest) =>
    api.post<ClassMoveSummary>(ApiPath.readersMoveClasses, {
      body: { ...body, dryrun: false },
      silent: true,
    }),
  invalidates: TOUCHED,
  // "Applied a moment ago": the page shows the classes as they now are.
  refetchAfterRefusal: true,
});

/** Replaces the classes a teacher manages. */
export const readerSetTeacherClasses = defineMutation({
  call: (api, body: TeacherClassesSetRequest) =>
    api.post<TeacherClasses>(ApiPath.readersTeacherClassesSet, { body, silent: true }),
  invalidates: TOUCHED,
});

/** The readers page's refusal a failed result carries (code 10158 with its detail), if any. */
export function readerAdminRefusalOf(result: ApiResult<unknown>): ReaderAdminRefusalDetail | null {
  if (result.ok || result.code !== ResultCode.businessError) return null;
  const detail = result.detail as Partial<ReaderAdminRefusalDetail> | null;
  if (!detail || !(READER_ADMIN_REFUSALS as readonly unknown[]).includes(detail.refused)) {
    return null;
  }
  return detail as ReaderAdminRefusalDetail;
}
