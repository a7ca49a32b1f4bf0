/**
 * The one way a widget changes data. An API area's module declares each change as a
 * `defineMutation({call, invalidates})` beside its query options; a widget runs it with
 * `useApiMutation`, which
 * - sends one request at a time: a second `run` while one is pending is ignored, decided
 *   synchronously (a double click lands before React re-renders the disabled button), so no
 *   widget keeps a hand-made `running` ref;
 * - refetches the areas the change touched on every element of the page before it settles, so
 *   `isPending` covers the refresh too and a list never shows its old rows as current;
 * - returns the call's `ApiResult` (the client never throws; queries `unwrap`, mutations
 *   return): the caller shows `result.msg` or the data, and nothing rejects unhandled.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiClient, ApiResult } from '../client';
import { useApi } from '../../widget/hooks';
import { invalidateAreas, type QueryArea } from './keys';

export interface MutationDefinition<V, T> {
  /** The call; must return the client's result, never throw. */
  call: (api: ApiClient, variables: V) => Promise<ApiResult<T>>;
  /** Areas whose queries are refetched after a successful call. */
  invalidates: readonly QueryArea[];
  /**
   * Refetch after a refusal too (`true`: the `invalidates` areas; or the areas named), for a
   * change whose refusal usually means the page is out of date (the reservation was already
   * cancelled, the reader already followed): the list then shows what the server has instead
   * of the stale row the reader acted on.
   */
  refetchAfterRefusal?: boolean | readonly QueryArea[];
  /**
   * Queries outside the areas that any answer, success or refusal, makes stale, refetched
   * before the run settles: a reservation (made or refused) changes the book's counts and
   * copies, which are the book's keys, not an area's.
   */
  refresh?: (queryClient: QueryClient, variables: V, api: ApiClient) => Promise<unknown>;
  /**
   * What else a successful answer changes in the cache, awaited before the run settles: an
   * answer written in place of a refetch (a new calendar address), or areas that depend on
   * the answer (the areas a settled payment touched).
   */
  onSuccess?: (queryClient: QueryClient, data: T, variables: V, api: ApiClient) => unknown;
  /**
   * Public answers keyed by their path or name (the organisation, its brief, its footer links):
   * the first element of their keys; refetched
   * too, so the portal frame on this page shows the change at once.
   */
  publicKeys?: readonly string[];
}

/** Declares a change of an API area (the identity function, for inference and grep). */
export const defineMutation = <V, T>(definition: MutationDefinition<V, T>) => definition;

export interface ApiMutation<V, T> {
  /** Runs the change; `undefined` when another run of it was still pending. */
  run: (variables: V) => Promise<ApiResult<T> | undefined>;
  isPending: boolean;
  /** The last settled result (cleared by `reset`). */
  result: ApiResult<T> | undefined;
  reset: () => void;
}

export function useApiMutation<V, T>(definition: MutationDefinition<V, T>): ApiMutation<V, T> {
  const api = useApi();
  const queryClient = useQueryClient();
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: (variables: V) => definition.call(api, variables),
    onSuccess: async (result, variables) => {
      await definition.refresh?.(queryClient, variables, api);
      if (!result.ok) {
        const { refetchAfterRefusal: areas } = definition;
        if (areas) {
          await invalidateAreas(queryClient, ...(areas === true ? definition.invalidates : areas));
        }
        return;
      }
      await definition.onSuccess?.(queryClient, result.data, variables, api);
      await invalidateAreas(queryClient, ...definition.invalidates);
      await Promise.all(
        (definition.publicKeys ?? []).map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
    },
  });
  const { mutateAsync } = mutation;
  const run = async (variables: V) => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await mutateAsync(variables);
    } finally {
      running.current = false;
    }
  };
  return { run, isPending: mutation.isPending, result: mutation.data, reset: mutation.reset };
}
