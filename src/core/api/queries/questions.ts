import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { NOT_SENT, unwrap } from '../client';
import {
  ApiPath,
  type ListedQuestion,
  type QuestionImportResult,
  type QuestionListRequest,
  type QuestionPage,
  type QuestionWrite,
  type SelfTest,
  type SelfTestBook,
  type SelfTestSubmitRequest,
} from '../contract';
import { toDataUrl } from '../data-url';
import { areaKey, invalidateAreas, QueryArea } from './keys';
import { defineMutation } from './mutation';

/**
 * The question bank (teacher) and AI self-tests (student), area `questions`. Every change to
 * the bank refreshes the bank and My Collect, which show the same questions.
 */

/** A page of the bank (`collected`: of My Collect). */
export function questionPageQuery(api: ApiClient, filter: QuestionListRequest, collected = false) {
  return queryOptions({
    queryKey: areaKey(QueryArea.questions, api.baseURL, collected ? 'collect' : 'bank', filter),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<QuestionPage>(
          collected ? ApiPath.questionCollectList : ApiPath.questionList,
          { body: filter, signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

async function changed<T>(queryClient: QueryClient, result: T) {
  await invalidateAreas(queryClient, QueryArea.questions);
  return result;
}

/** Adds (no id) or edits the teacher's own question; errors come back for the form to show. */
export async function saveQuestion(
  api: ApiClient,
  queryClient: QueryClient,
  question: QuestionWrite,
) {
  const path = question.id === undefined ? ApiPath.questionAdd : ApiPath.questionUpdate;
  const result = await api.post<ListedQuestion>(path, { body: question, silent: true });
  return result.ok ? changed(queryClient, result) : result;
}

export async function deleteQuestion(api: ApiClient, queryClient: QueryClient, id: number) {
  return changed(queryClient, await api.post<null>(ApiPath.questionDelete, { body: { id } }));
}

export async function setQuestionCollected(
  api: ApiClient,
  queryClient: QueryClient,
  id: number,
  collected: boolean,
) {
  const path = collected ? ApiPath.questionCollect : ApiPath.questionUncollect;
  return changed(queryClient, await api.post<unknown>(path, { body: { id } }));
}

/**
 * Sends a spreadsheet (read as base64 in the browser); the server parses it. A file the
 * browser cannot read is a refusal without a message (nothing sent): the dialog words it.
 */
export const questionImport = defineMutation({
  call: async (api, { file, shared }: { file: File; shared: boolean }) => {
    const dataUrl = await toDataUrl(file);
    if (dataUrl === null) return NOT_SENT;
    return api.post<QuestionImportResult>(ApiPath.questionImport, {
      body: { filename: file.name, content: dataUrl.replace(/^data:[^,]*,/, ''), shared },
      silent: true,
    });
  },
  invalidates: [QueryArea.questions],
});

/** The books the student has read, to test themselves on. */
export function selfTestBooksQuery(api: ApiClient) {
  return queryOptions({
    queryKey: areaKey(QueryArea.questions, api.baseURL, 'selftest-books'),
    queryFn: async ({ signal }) =>
      unwrap(await api.post<SelfTestBook[]>(ApiPath.selfTestBooks, { body: {}, signal })),
  });
}

export function selfTestQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: areaKey(QueryArea.questions, api.baseURL, 'selftest', id),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.post<SelfTest>(ApiPath.selfTestDetail, { body: { id }, silent: true, signal }),
      ),
    retry: false,
  });
}

/** Has the AI make a self-test on a book the student read; its answer is kept as the test. */
export const selfTestGenerate = defineMutation({
  call: (api, request: { bookid: number; lang: 'zh' | 'en' }) =>
    api.post<SelfTest>(ApiPath.selfTestGenerate, { body: { ...request }, silent: true }),
  invalidates: [],
  onSuccess: (queryClient, test, _request, api) =>
    queryClient.setQueryData(selfTestQuery(api, test.id).queryKey, test),
});

/** Hands in a self-test's answers, once; the marked test answered is kept as the test. */
export const selfTestSubmit = defineMutation({
  call: (api, request: SelfTestSubmitRequest) =>
    api.post<SelfTest>(ApiPath.selfTestSubmit, { body: request, silent: true }),
  invalidates: [],
  onSuccess: (queryClient, test, request, api) =>
    queryClient.setQueryData(selfTestQuery(api, request.id).queryKey, test),
});
