import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiResult } from '../client';
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
import { areaKey, invalidateAreas, QueryArea } from './keys';

/**
 * The teaching area (area `teaching`): the classes a teacher manages, their reading programs,
 * a student's tasks and goals. A class taken on or let go changes which programs a teacher
 * sees, so every mutation invalidates the whole area.
 */

async function thenInvalidate<T>(queryClient: QueryClient, result: ApiResult<T>) {
  if (result.ok) await invalidateAreas(queryClient, QueryArea.teaching);
  return result;
}

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

/** Takes a class on (`managed`) or lets it go. */
export async function setManagedDepartment(
  api: ApiClient,
  queryClient: QueryClient,
  departmentid: number,
  managed: boolean,
) {
  const path = managed ? ApiPath.addManagedDepartment : ApiPath.removeManagedDepartment;
  return thenInvalidate(
    queryClient,
    await api.post<TeacherDepartment[]>(path, { body: { departmentid } }),
  );
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

export async function saveReadingProgram(
  api: ApiClient,
  queryClient: QueryClient,
  program: ReadingProgramSaveRequest,
) {
  const result = await api.post<ReadingProgram>(ApiPath.saveReadingProgram, {
    body: { ...program },
  });
  return thenInvalidate(queryClient, result);
}

export async function deleteReadingProgram(api: ApiClient, queryClient: QueryClient, id: number) {
  return thenInvalidate(
    queryClient,
    await api.post<null>(ApiPath.deleteReadingProgram, { body: { id } }),
  );
}

/** The student's class programs and own goals, with their progress. */
export function studentTasksQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.teaching, api.baseURL, 'tasks'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<StudentTasks>(ApiPath.studentTasks, { body: {}, signal })),
  });
}

export async function saveReadingGoal(
  api: ApiClient,
  queryClient: QueryClient,
  goal: ReadingGoalSaveRequest,
) {
  const result = await api.post<ReadingGoal>(ApiPath.saveReadingGoal, { body: { ...goal } });
  return thenInvalidate(queryClient, result);
}

export async function deleteReadingGoal(api: ApiClient, queryClient: QueryClient, id: number) {
  return thenInvalidate(
    queryClient,
    await api.post<null>(ApiPath.deleteReadingGoal, { body: { id } }),
  );
}

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
