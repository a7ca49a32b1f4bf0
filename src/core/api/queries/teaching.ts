import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type BookSuggestion,
  type ReadingGoal,
  type ReadingGoalSaveRequest,
  type ReadingProgram,
  type ReadingProgramDetail,
  type ReadingProgramListRequest,
  type ReadingProgramSaveRequest,
  type StudentTasks,
  type TeacherDepartment,
} from '../contract';
import { areaKey, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The teaching area (area `teaching`): the classes a teacher manages (the library assigns
 * them), their reading programs, a student's tasks and goals. Every mutation invalidates the
 * whole area.
 */

/** Every department of the organisation, each marked as managed by the teacher or not. */
export function departmentsForTeacherQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.teaching, api.baseURL, 'departments'),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<TeacherDepartment[]>(ApiPath.departmentsForTeacher, { body: {}, signal }),
      ),
  });
}

export function readingProgramsQuery(api: ApiClient, filter: ReadingProgramListRequest = {}) {
  return queryOptions({
    queryKey: areaKey(QueryArea.teaching, api.baseURL, 'programs', filter),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<ReadingProgram[]>(ApiPath.readingPrograms, { body: { ...filter }, signal }),
      ),
  });
}

export function readingProgramQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.teaching, api.baseURL, 'program', id),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<ReadingProgramDetail>(ApiPath.readingProgram, { body: { id }, signal }),
      ),
  });
}

/** Creates a reading program (no id) or changes one of the teacher's. */
export const readingProgramSave = defineMutation({
  call: (api, program: ReadingProgramSaveRequest) =>
    api.post<ReadingProgram>(ApiPath.saveReadingProgram, { body: { ...program } }),
  invalidates: [QueryArea.teaching],
});

export const readingProgramDelete = defineMutation({
  call: (api, id: number) => api.post<null>(ApiPath.deleteReadingProgram, { body: { id } }),
  invalidates: [QueryArea.teaching],
});

/** The student's class programs and own goals, with their progress. */
export function studentTasksQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.teaching, api.baseURL, 'tasks'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<StudentTasks>(ApiPath.studentTasks, { body: {}, signal })),
  });
}

/** Sets the student a reading goal of their own. */
export const readingGoalSave = defineMutation({
  call: (api, goal: ReadingGoalSaveRequest) =>
    api.post<ReadingGoal>(ApiPath.saveReadingGoal, { body: { ...goal } }),
  invalidates: [QueryArea.teaching],
});

export const readingGoalDelete = defineMutation({
  call: (api, id: number) => api.post<null>(ApiPath.deleteReadingGoal, { body: { id } }),
  invalidates: [QueryArea.teaching],
});

/** Catalogue books matching `keywords` (the search box's suggestion call), for a book picker. */
export function bookPickerQuery(api: ApiClient, keywords: string) {
  return queryOptions({
    queryKey: ['book-picker', api.baseURL, keywords] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<BookSuggestion[]>(ApiPath.bookSuggestions, {
          body: { keywords, pagesize: 20 },
          silent: true,
          signal,
        }),
      ),
    enabled: keywords.trim().length > 0,
    staleTime: 60_000,
  });
}
