import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { unwrap } from '../client';
import {
  ApiPath,
  type AssignmentDetail,
  type AssignmentSummary,
  type CreateAssignmentRequest,
  type MarkRequest,
  type QuestionAnswer,
  type QuestionPickPage,
  type SaveAnswersResult,
  type StudentAssignment,
  type SubmissionDetail,
} from '../contract';
import { areaKey, QueryArea } from './keys';

/** Homework and exams (area `homework`): the student's list and work, the teacher's classes. */

export function myAssignmentsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.homework, api.baseURL, 'mine'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<AssignmentSummary[]>(ApiPath.myAssignments, { body: {}, signal })),
  });
}

export function openAssignmentQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.homework, api.baseURL, 'open', id),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<StudentAssignment>(ApiPath.openAssignment, { body: { id }, signal })),
    // The page owns the answers once opened: a refetch would overwrite what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** A save as the student goes: silent (the widget shows its own status). */
export async function saveAnswers(
  api: ApiClient,
  id: number,
  seq: number,
  answers: Record<string, QuestionAnswer>,
) {
  return unwrap(
    await api.post<SaveAnswersResult>(ApiPath.saveAnswers, {
      body: { id, seq, answers },
      silent: true,
    }),
  );
}

export async function submitAssignment(
  api: ApiClient,
  id: number,
  seq: number,
  answers: Record<string, QuestionAnswer>,
) {
  return unwrap(
    await api.post<StudentAssignment>(ApiPath.submitAssignment, { body: { id, seq, answers } }),
  );
}

export function teacherAssignmentsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.homework, api.baseURL, 'teacher'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<AssignmentSummary[]>(ApiPath.teacherAssignments, { body: {}, signal })),
  });
}

export function assignmentDetailQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.homework, api.baseURL, 'detail', id),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<AssignmentDetail>(ApiPath.assignmentDetail, { body: { id }, signal })),
  });
}

export function submissionDetailQuery(api: ApiClient, id: number, readerid: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.homework, api.baseURL, 'submission', id, readerid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<SubmissionDetail>(ApiPath.submissionDetail, {
          body: { id, readerid },
          signal,
        }),
      ),
  });
}

export function questionPicksQuery(api: ApiClient, keyword: string) {
  return queryOptions({
    queryKey: areaKey(QueryArea.homework, api.baseURL, 'picks', keyword),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<QuestionPickPage>(ApiPath.questionPicks, {
          body: { keyword, pagesize: 100 },
          signal,
        }),
      ),
  });
}

export async function createAssignment(api: ApiClient, request: CreateAssignmentRequest) {
  return unwrap(await api.post<AssignmentSummary>(ApiPath.createAssignment, { body: request }));
}

export async function markSubmission(api: ApiClient, request: MarkRequest) {
  return unwrap(await api.post<SubmissionDetail>(ApiPath.markSubmission, { body: request }));
}

export async function returnSubmission(api: ApiClient, id: number, readerid: number) {
  return unwrap(
    await api.post<SubmissionDetail>(ApiPath.returnSubmission, { body: { id, readerid } }),
  );
}

/** The classes the teacher manages (to set homework for). */
export function myClassesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.homework, api.baseURL, 'classes'),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<{ id: number; name: string }[]>(ApiPath.managedDepartments, {
          body: {},
          signal,
        }),
      ),
  });
}
