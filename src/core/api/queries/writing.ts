import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { NOT_SENT, unwrap } from '../client';
import {
  ApiPath,
  type TeacherDepartment,
  type TeacherWriting,
  type TeacherWritingListRequest,
  type TeacherWritingPage,
  type Writing,
  type WritingListRequest,
  type WritingPage,
  type WritingSaveRequest,
} from '../contract';
import { areaKey, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * Compositions and reading notes (area `writing`): the student's own list and pieces, and the
 * submissions of the classes a teacher manages. Saving and submitting refresh the area.
 */

export function writingListQuery(api: ApiClient, request: WritingListRequest) {
  return queryOptions({
    queryKey: areaKey(QueryArea.writing, api.baseURL, 'mine', request),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<WritingPage>(ApiPath.writingList, {
          body: { ...request },
          silent: true,
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function writingQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.writing, api.baseURL, 'piece', id),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<Writing>(ApiPath.writingDetail, { body: { id }, silent: true, signal }),
      ),
    retry: false,
  });
}

/**
 * Saves a draft. The list is not refreshed here: autosave runs every pause in typing, and a
 * refetch of the list each time would be wasted (it refreshes on leaving the editor).
 */
export function saveWriting(api: ApiClient, request: WritingSaveRequest) {
  return api.post<Writing>(ApiPath.writingSave, { body: { ...request }, silent: true });
}

/**
 * Submits a piece for marking: its draft saved first (the last keystrokes are in what is
 * marked), then sent, once. A draft that could not be saved is not sent (the editor's save
 * line says why). A refusal (submitted already) refreshes the list too.
 */
export const writingSubmit = defineMutation({
  call: async (api, draft: { save: () => Promise<number | undefined> }) => {
    const id = await draft.save();
    if (id === undefined) return NOT_SENT;
    return api.post<Writing>(ApiPath.writingSubmit, { body: { id }, silent: true });
  },
  invalidates: [QueryArea.writing],
  refetchAfterRefusal: true,
});

export function teacherWritingListQuery(api: ApiClient, request: TeacherWritingListRequest) {
  return queryOptions({
    queryKey: areaKey(QueryArea.writing, api.baseURL, 'marking', request),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<TeacherWritingPage>(ApiPath.teacherWritingList, {
          body: { ...request },
          silent: true,
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The classes the calling teacher manages (the marking list's class filter). */
export function managedClassesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.writing, api.baseURL, 'classes'),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<TeacherDepartment[]>(ApiPath.managedDepartments, {
          body: {},
          silent: true,
          signal,
        }),
      ),
    staleTime: 5 * 60_000,
  });
}

/**
 * Marks a submission (a score and a comment), or with `score: null` returns it for revision
 * with the comment; the teacher's lists refresh.
 */
export const writingMark = defineMutation({
  call: (api, mark: { id: number; score: number | null; comment: string }) =>
    mark.score === null
      ? api.post<TeacherWriting>(ApiPath.teacherWritingReturn, {
          body: { id: mark.id, comment: mark.comment },
          silent: true,
        })
      : api.post<TeacherWriting>(ApiPath.teacherWritingMark, { body: { ...mark }, silent: true }),
  invalidates: [QueryArea.writing],
});
