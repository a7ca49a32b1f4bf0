import { queryOptions, type QueryClient } from '@tanstack/react-query';
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
import { defineMutation } from './mutation';

/** Homework and exams (area `homework`): the student's list and work, the teacher's classes. */

export function myAssignmentsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.homework, api.baseURL, 'mine'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<AssignmentSummary[]>(ApiPath.myAssignments, { body: {}, signal })),
  });
}

/** After a submit: the student's list (its statuses and scores) is read again where shown. */
export function invalidateMyAssignments(queryClient: QueryClient, api: ApiClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: myAssignmentsQuery(api).queryKey });
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
export function saveAnswers(
  api: ApiClient,
  id: number,
  seq: number,
  answers: Record<string, QuestionAnswer>,
) {
  return api.post<SaveAnswersResult>(ApiPath.saveAnswers, {
    body: { id, seq, answers },
    silent: true,
  });
}

export interface SubmitAnswers {
  id: number;
  seq: number;
  answers: Record<string, QuestionAnswer>;
}

/**
 * The student's submit; silent, the widget says why one was refused beside its button. It
 * invalidates no area: the widget puts the returned work in place and refreshes the list only
 * (reading the open assignment again is not needed, and for an exam "open" is not a read).
 */
export const assignmentSubmit = defineMutation({
  call: (api, { id, seq, answers }: SubmitAnswers) =>
    api.post<StudentAssignment>(ApiPath.submitAssignment, {
      body: { id, seq, answers },
      silent: true,
    }),
  invalidates: [],
});

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

/** After a question was written for a homework: the teacher's picks are read again. */
export function invalidateQuestionPicks(
  queryClient: QueryClient,
  api: ApiClient,
  keyword: string,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: questionPicksQuery(api, keyword).queryKey });
}

/** A teacher sets homework or an exam; every homework list is read again. */
export const assignmentCreate = defineMutation({
  call: (api, request: CreateAssignmentRequest) =>
    api.post<AssignmentSummary>(ApiPath.createAssignment, { body: request }),
  invalidates: [QueryArea.homework],
});

/** A teacher's marks of one student's work. */
export const submissionMark = defineMutation({
  call: (api, request: MarkRequest) =>
    api.post<SubmissionDetail>(ApiPath.markSubmission, { body: request }),
  invalidates: [QueryArea.homework],
});

/** A teacher gives one student's work back for revision. */
export const submissionReturn = defineMutation({
  call: (api, { id, readerid }: { id: number; readerid: number }) =>
    api.post<SubmissionDetail>(ApiPath.returnSubmission, { body: { id, readerid } }),
  invalidates: [QueryArea.homework],
});

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
