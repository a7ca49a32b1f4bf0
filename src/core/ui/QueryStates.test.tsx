import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { unwrap } from '../api/client';
import { useApi } from '../widget/hooks';
import { ErrorState } from './EmptyState';
import { QueryStates } from './QueryStates';

function Titles({ empty, error }: { empty?: string; error?: ReactNode }) {
  const api = useApi();
  const titles = useQuery({
    queryKey: ['test', api.baseURL, 'titles'],
    queryFn: async () => unwrap(await api.post<{ list: string[] }>('/Test/Titles')),
    retry: false,
  });
  return (
    <QueryStates query={titles} empty={empty} error={error}>
      {(page) => (
        <ul>
          {page.list.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

describe('QueryStates', () => {
  it('shows the data once loaded', async () => {
    renderWidget(<Titles />, () => ok({ list: ['三体', '活着'] }));
    await screen.findByRole('status');
    await screen.findByText('三体');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the empty line for an empty page, the given one when there is', async () => {
    const first = renderWidget(<Titles />, () => ok({ list: [] }));
    await screen.findByText('无匹配数据');
    first.unmount();
    renderWidget(<Titles empty="书架是空的" />, () => ok({ list: [] }));
    await screen.findByText('书架是空的');
  });

  it("shows the server's refusal as an alert", async () => {
    renderWidget(<Titles />, () => fail(40301, '无权查看'));
    expect((await screen.findByRole('alert')).textContent).toBe('无权查看');
  });

  it('shows the widget’s own wording of an error where it gives one', async () => {
    const first = renderWidget(<Titles error={<ErrorState />} />, () => fail(40301, '无权查看'));
    expect((await screen.findByRole('alert')).textContent).toBe('请求错误');
    first.unmount();
    renderWidget(<Titles error={<ErrorState>找不到这本书</ErrorState>} />, () =>
      fail(40401, 'not found'),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('找不到这本书');
  });
});
