import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fail, ok, type FakeReply, type RecordedRequest } from '../../../test/fake-api';
import { renderWidget } from '../../../test/render';
import { unwrap } from '../client';
import { useApi } from '../../widget/hooks';
import { areaKey, QueryArea } from './keys';
import { defineMutation, useApiMutation, type MutationDefinition } from './mutation';

const renameShelf = defineMutation({
  call: (api, name: string) => api.post<{ name: string }>('/Test/Rename', { body: { name } }),
  invalidates: [QueryArea.shelves],
});

function Shelf({
  change = renameShelf,
}: {
  change?: MutationDefinition<string, { name: string }>;
}) {
  const api = useApi();
  const shelf = useQuery({
    queryKey: areaKey(QueryArea.shelves, api.baseURL, 'test'),
    queryFn: async () => unwrap(await api.post<{ name: string }>('/Test/Shelf')),
  });
  const rename = useApiMutation(change);
  const [said, setSaid] = useState('');
  return (
    <>
      <p>shelf: {shelf.data?.name ?? '…'}</p>
      <button
        type="button"
        disabled={rename.isPending}
        onClick={async () => {
          const result = await rename.run('新书架');
          if (result) setSaid(result.ok ? 'renamed' : result.msg);
        }}
      >
        rename
      </button>
      <button
        type="button"
        onClick={async () => {
          // A form's submit and its button's click in one task: both reach run().
          const [first, second] = await Promise.all([rename.run('新书架'), rename.run('新书架')]);
          setSaid(
            `${first?.ok ? 'renamed' : 'no'}, ${second === undefined ? 'repeat ignored' : 'sent twice'}`,
          );
        }}
      >
        rename twice at once
      </button>
      <p>said: {said}</p>
    </>
  );
}

function serve(replies: { rename: () => FakeReply }) {
  let name = '旧书架';
  return (request: RecordedRequest) => {
    if (request.path.endsWith('/Test/Shelf')) return ok({ name });
    if (request.path.endsWith('/Test/Rename')) {
      const reply = replies.rename();
      if (typeof reply.body !== 'string' && reply.body.code === 0) name = '新书架';
      return { ...reply, delay: 30 };
    }
    return fail(404, 'no', 404);
  };
}

describe('useApiMutation', () => {
  it('sends one request for a double click and refetches the area it changed', async () => {
    const { requests } = renderWidget(<Shelf />, serve({ rename: () => ok({ name: '新书架' }) }));
    await screen.findByText('shelf: 旧书架');
    const button = screen.getByRole('button', { name: 'rename' });
    await userEvent.dblClick(button);
    await screen.findByText('shelf: 新书架');
    await screen.findByText('said: renamed');
    expect(requests.filter((r) => r.path.endsWith('/Test/Rename'))).toHaveLength(1);
    // The shelf was read again after the change, before the button came back.
    expect(requests.filter((r) => r.path.endsWith('/Test/Shelf'))).toHaveLength(2);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });

  it('ignores a second run while the first is pending, in the same task', async () => {
    const { requests } = renderWidget(<Shelf />, serve({ rename: () => ok({ name: '新书架' }) }));
    await screen.findByText('shelf: 旧书架');
    await userEvent.click(screen.getByRole('button', { name: 'rename twice at once' }));
    await screen.findByText('said: renamed, repeat ignored');
    expect(requests.filter((r) => r.path.endsWith('/Test/Rename'))).toHaveLength(1);
  });

  it('returns a refusal as a result, refetches nothing and can run again', async () => {
    let refuse = true;
    const { requests } = renderWidget(
      <Shelf />,
      serve({
        rename: () => (refuse ? fail(40001, '名称已存在') : ok({ name: 'x' })),
      }),
    );
    await screen.findByText('shelf: 旧书架');
    await userEvent.click(screen.getByRole('button', { name: 'rename' }));
    await screen.findByText('said: 名称已存在');
    expect(requests.filter((r) => r.path.endsWith('/Test/Shelf'))).toHaveLength(1);
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'rename' }));
    await screen.findByText('said: renamed');
    expect(requests.filter((r) => r.path.endsWith('/Test/Rename'))).toHaveLength(2);
  });

  it.each([
    ['true: the areas it invalidates', { refetchAfterRefusal: true }, 2],
    ['the areas it names', { invalidates: [], refetchAfterRefusal: [QueryArea.shelves] }, 2],
    ['not asked', {}, 1],
  ] as const)(
    'refetches after a refusal only when the change asks for it (%s)',
    async (_, options, reads) => {
      const { requests } = renderWidget(
        <Shelf change={{ ...renameShelf, ...options }} />,
        serve({ rename: () => fail(40001, '书架已删除') }),
      );
      await screen.findByText('shelf: 旧书架');
      await userEvent.click(screen.getByRole('button', { name: 'rename' }));
      await screen.findByText('said: 书架已删除');
      expect(requests.filter((r) => r.path.endsWith('/Test/Shelf'))).toHaveLength(reads);
    },
  );

  it("awaits the change's onSuccess with the answer before the run settles", async () => {
    const seen: string[] = [];
    const { requests } = renderWidget(
      <Shelf
        change={{
          ...renameShelf,
          invalidates: [],
          onSuccess: async (queryClient, data, variables, api) => {
            await new Promise((resolve) => setTimeout(resolve, 20));
            seen.push(`${data.name} ← ${variables}`);
            queryClient.setQueryData(areaKey(QueryArea.shelves, api.baseURL, 'test'), data);
          },
        }}
      />,
      serve({ rename: () => ok({ name: '新书架' }) }),
    );
    await screen.findByText('shelf: 旧书架');
    await userEvent.click(screen.getByRole('button', { name: 'rename' }));
    await screen.findByText('said: renamed');
    expect(seen).toEqual(['新书架 ← 新书架']);
    // Written into the cache, not asked for again.
    expect(screen.getByText('shelf: 新书架')).toBeTruthy();
    expect(requests.filter((r) => r.path.endsWith('/Test/Shelf'))).toHaveLength(1);
  });

  it.each([
    ['a success', () => ok({ name: '新书架' }), 'said: renamed'],
    ['a refusal', () => fail(40001, '书架已删除'), 'said: 书架已删除'],
  ] as const)('awaits its refresh of keys outside the areas after %s', async (_, answer, said) => {
    const refreshed: string[] = [];
    const { requests } = renderWidget(
      <Shelf
        change={{
          ...renameShelf,
          invalidates: [],
          refresh: async (queryClient, variables, api) => {
            refreshed.push(variables);
            await queryClient.invalidateQueries({
              queryKey: areaKey(QueryArea.shelves, api.baseURL, 'test'),
            });
          },
        }}
      />,
      serve({ rename: answer }),
    );
    await screen.findByText('shelf: 旧书架');
    await userEvent.click(screen.getByRole('button', { name: 'rename' }));
    await screen.findByText(said);
    expect(refreshed).toEqual(['新书架']);
    expect(requests.filter((r) => r.path.endsWith('/Test/Shelf'))).toHaveLength(2);
  });
});
